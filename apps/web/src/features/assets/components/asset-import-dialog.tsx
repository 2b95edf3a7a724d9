import {
  ASSET_FIELDS,
  ASSET_IMPORT_MAX_CHARS,
  ASSET_PLACEMENT_COLUMNS,
  type AssetImportResponse,
  type AssetImportRow,
  formatCount,
} from '@plantwise/domain';
import { CsvImportDialog, type ImportSubject } from '@/components/csv-import-dialog';
import type { DialogState } from '@/components/form-dialog';
import { useImportAssets } from '../api/import-assets';

const ASSETS: ImportSubject<AssetImportRow, AssetImportResponse> = {
  one: 'asset',
  many: 'assets',
  columns: [...ASSET_FIELDS, ...ASSET_PLACEMENT_COLUMNS],
  templateName: 'asset-import-template.csv',
  maxChars: ASSET_IMPORT_MAX_CHARS,
  description:
    'The first row names the columns (asset_id and asset_name are required). Rows whose asset ID is already in the register update that asset. A location path ("Leeds › Packing › Line 3") places the asset, adding the locations the tree lacks; a parent asset ID makes it part of that asset.',
  key: { label: 'Asset ID', value: (row) => row.asset_id },
  name: { label: 'Asset name', value: (row) => row.asset_name },
  note: ({ mode, locations_created: count }) => {
    if (count === 0) return null;
    const locations = `${formatCount(count)} ${count === 1 ? 'location' : 'locations'}`;
    return mode === 'preview'
      ? `The file's location paths add ${locations} to the tree.`
      : `${locations} added to the tree.`;
  },
};

/** Import assets from a CSV file, matched to the register by asset ID. */
export function AssetImportDialog(state: DialogState) {
  return <CsvImportDialog {...state} subject={ASSETS} mutation={useImportAssets()} />;
}
