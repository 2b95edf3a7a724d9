import { ASSET_FIELDS, ASSET_IMPORT_MAX_CHARS, type AssetImportRow } from '@plantwise/domain';
import { CsvImportDialog, type ImportSubject } from '@/components/csv-import-dialog';
import type { DialogState } from '@/components/form-dialog';
import { useImportAssets } from '../api/import-assets';

const ASSETS: ImportSubject<AssetImportRow> = {
  one: 'asset',
  many: 'assets',
  columns: ASSET_FIELDS,
  templateName: 'asset-import-template.csv',
  maxChars: ASSET_IMPORT_MAX_CHARS,
  description:
    'The first row names the columns (asset_id and asset_name are required). Rows whose asset ID is already in the register update that asset.',
  key: { label: 'Asset ID', value: (row) => row.asset_id },
  name: { label: 'Asset name', value: (row) => row.asset_name },
};

/** Import assets from a CSV file, matched to the register by asset ID. */
export function AssetImportDialog(state: DialogState) {
  return <CsvImportDialog {...state} subject={ASSETS} mutation={useImportAssets()} />;
}
