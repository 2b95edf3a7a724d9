import { type CsvCell, toCsv } from '../common/csv';
import { type CsvRecord, type CsvRecordsResult, readCsvRecords } from '../common/csv-records';
import { isCalendarDate } from '../common/dates';
import { ASSET_CATEGORIES, ASSET_STATUSES, CRITICALITIES, PARTS_AVAILABILITY_RISKS } from '../common/enums';
import { HYGIENE_RELEASE_MESSAGES, statusChangeAllowed } from '../compliance/hygiene-release';
import { formatLocationPath, parseLocationPath } from '../locations/location-tree';
import {
  ASSET_CATEGORY_LABELS,
  ASSET_FIELD_LABELS,
  ASSET_FIELDS,
  ASSET_IMPORT_MAX_ROWS,
  ASSET_STATUS_LABELS,
  type Asset,
  type AssetField,
  type AssetFieldError,
  type AssetImportRow,
  type AssetValues,
} from './asset.schema';
import { parseNumberInput } from './asset-form';
import { assetIdKey, type ValidateAssetOptions, validateAssetData } from './asset-rules';

/**
 * Where an asset is and what it is part of, in words a spreadsheet can carry: the location's whole path
 * ("Leeds › Packing › Line 3") and the parent's asset ID. An import reads them back.
 */
export const ASSET_PLACEMENT_COLUMNS = ['location_path', 'parent_asset_id'] as const;
export type AssetPlacementColumn = (typeof ASSET_PLACEMENT_COLUMNS)[number];
export const ASSET_PLACEMENT_COLUMN_LABELS: Record<AssetPlacementColumn, string> = {
  location_path: 'Location path',
  parent_asset_id: 'Parent asset ID',
};

/** The export's columns: the id, every entered field, where it is, then what the system keeps. */
export const ASSET_EXPORT_COLUMNS = [
  'id',
  ...ASSET_FIELDS,
  ...ASSET_PLACEMENT_COLUMNS,
  'featured_image_url',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Asset)[];

/** The cells of the placement columns: the path in words and the parent's asset ID. */
function exportCell(asset: Asset, column: (typeof ASSET_EXPORT_COLUMNS)[number]): CsvCell {
  if (column === 'location_path') return formatLocationPath(asset.location_path) || null;
  if (column === 'parent_asset_id') return asset.parent_asset?.asset_id ?? null;
  return asset[column];
}

/** Every asset as CSV text (RFC 4180, CRLF, UTF-8 byte order mark so Excel shows £ and accents). */
export function assetsToCsv(assets: readonly Asset[]): string {
  const rows: CsvCell[][] = [[...ASSET_EXPORT_COLUMNS]];
  for (const asset of assets) rows.push(ASSET_EXPORT_COLUMNS.map((column) => exportCell(asset, column)));
  return toCsv(rows, { bom: true });
}

/** The export's file name for a day: assets-2026-03-01.csv */
export function assetExportFilename(date: string): string {
  return `assets-${date}.csv`;
}

// ── Reading an import file ──────────────────────────────────────────────────

const NUMBER_FIELDS: ReadonlySet<AssetField> = new Set([
  'yom',
  'purchase_cost',
  'current_market_value',
  'annual_depreciation_rate',
  'condition_score',
  'risk_probability',
  'risk_impact',
]);
const DATE_FIELDS: ReadonlySet<AssetField> = new Set(['purchase_date', 'warranty_expiry']);
/** Fields with a default: an empty cell leaves them as they are (default on create, unchanged on update). */
const DEFAULTED_FIELDS: ReadonlySet<AssetField> = new Set([
  'status',
  'category',
  'criticality',
  'food_contact',
]);

/** Yes/no as spreadsheets write it; anything else is left for the rule to refuse with its message. */
function yesNoValue(cell: string): unknown {
  const key = cell.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(key)) return true;
  if (['no', 'n', 'false', '0'].includes(key)) return false;
  return cell.trim();
}

/** Words people write in spreadsheets for the fixed lists: 'Out of service', 'HVAC', 'Critical'. */
function vocabularyValue(field: AssetField, cell: string): string {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const lists: Partial<Record<AssetField, readonly string[]>> = {
    status: ASSET_STATUSES,
    category: ASSET_CATEGORIES,
    criticality: CRITICALITIES,
    parts_availability_risk: PARTS_AVAILABILITY_RISKS,
  };
  const labels: Partial<Record<AssetField, Record<string, string>>> = {
    status: ASSET_STATUS_LABELS,
    category: ASSET_CATEGORY_LABELS,
  };
  const list = lists[field];
  if (!list) return cell.trim();
  if (list.includes(key)) return key;
  const byLabel = Object.entries(labels[field] ?? {}).find(
    ([, text]) => text.toLowerCase() === cell.trim().toLowerCase(),
  );
  return byLabel ? byLabel[0] : cell.trim();
}

/** A date cell: YYYY-MM-DD, or the UK's DD/MM/YYYY as spreadsheets write it. */
function dateValue(cell: string): string {
  const trimmed = cell.trim();
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (uk) {
    const iso = `${uk[3]}-${uk[2].padStart(2, '0')}-${uk[1].padStart(2, '0')}`;
    return isCalendarDate(iso) ? iso : trimmed;
  }
  return trimmed;
}

type AssetCsvField = AssetField | AssetPlacementColumn;
const isPlacementColumn = (field: string): field is AssetPlacementColumn =>
  (ASSET_PLACEMENT_COLUMNS as readonly string[]).includes(field);

/** One cell as the value the rules expect; undefined when an empty cell should change nothing. */
function cellValue(field: AssetCsvField, cell: string): unknown {
  if (isPlacementColumn(field)) return cell.trim() || null;
  if (cell.trim() === '') return DEFAULTED_FIELDS.has(field) ? undefined : null;
  if (NUMBER_FIELDS.has(field)) return parseNumberInput(cell);
  if (DATE_FIELDS.has(field)) return dateValue(cell);
  if (field === 'food_contact') return yesNoValue(cell);
  if (field === 'condition_grade') return cell.trim().toUpperCase();
  return vocabularyValue(field, cell);
}

export type AssetCsvRow = CsvRecord<AssetCsvField>;
export type AssetCsvReadResult = CsvRecordsResult<AssetCsvField>;

/**
 * Reads an import file: a header row naming the fields (by name or label), then one asset per row.
 * Refuses a file that cannot be parsed, has no asset_id or asset_name column, names a field twice,
 * has no rows, or has more than ASSET_IMPORT_MAX_ROWS.
 */
export function readAssetCsv(text: string): AssetCsvReadResult {
  return readCsvRecords(text, {
    fields: [...ASSET_FIELDS, ...ASSET_PLACEMENT_COLUMNS],
    labels: { ...ASSET_FIELD_LABELS, ...ASSET_PLACEMENT_COLUMN_LABELS },
    required: ['asset_id', 'asset_name'],
    maxRows: ASSET_IMPORT_MAX_ROWS,
    noun: 'asset',
    cellValue,
  });
}

// ── Planning an import ──────────────────────────────────────────────────────

/** An asset already in the register that a row may update. */
export interface ExistingAssetForImport {
  id: string;
  archived: boolean;
  values: AssetValues;
  /** Its location's path in words and its parent's asset ID (the placement columns' cells). */
  placement?: Record<AssetPlacementColumn, string | null>;
}

/** A row's placement cells: a path of names and a parent asset ID; undefined when the file has no such column. */
export interface AssetImportPlacement {
  location_path: string[] | undefined;
  parent_asset_id: string | null | undefined;
}

export interface PlannedAssetImportRow extends AssetImportRow {
  /** The asset to update (action 'update'). */
  targetId: string | null;
  /** What to store (action 'create' or 'update'): for an update, the existing asset with the row's cells over it. */
  values: AssetValues | null;
  /** The asset's values before the import (action 'update' or 'unchanged'), for the audit log. */
  previous: AssetValues | null;
  placement: AssetImportPlacement;
}

function placementOf(values: Partial<Record<AssetCsvField, unknown>>): AssetImportPlacement {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    location_path: 'location_path' in values ? parseLocationPath(text(values.location_path)) : undefined,
    parent_asset_id: 'parent_asset_id' in values ? text(values.parent_asset_id) : undefined,
  };
}

/** Whether the row's placement cells say something else than where the asset is. */
function placementDiffers(placement: AssetImportPlacement, match: ExistingAssetForImport): boolean {
  const current = match.placement;
  if (!current) return false;
  const path = placement.location_path;
  if (path && path.length > 0 && formatLocationPath(path) !== (current.location_path ?? '')) return true;
  const parent = placement.parent_asset_id;
  return parent !== undefined && assetIdKey(parent ?? '') !== assetIdKey(current.parent_asset_id ?? '');
}

/**
 * Decides each row of an import: create a new asset, update the asset with the same asset ID (case-
 * insensitive, so importing the same file twice does not duplicate), leave it unchanged when the row
 * matches it already, or refuse it with every error.
 * Rows are checked with the register's rules on the values they would store. A row that repeats an
 * asset ID from an earlier row, or names an archived asset, is refused.
 */
export function planAssetImport(
  rows: readonly AssetCsvRow[],
  existing: ReadonlyMap<string, ExistingAssetForImport>,
  options: Omit<ValidateAssetOptions, 'takenAssetIds'>,
): PlannedAssetImportRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map(({ row, values }) => {
    const rawId = typeof values.asset_id === 'string' ? values.asset_id.trim() : '';
    const key = rawId ? assetIdKey(rawId) : null;
    const match = key ? existing.get(key) : undefined;
    const merged = match ? { ...match.values, ...values } : values;
    const check = validateAssetData(merged, options);
    const errors: AssetFieldError[] = [...check.errors];
    if (check.ok && !statusChangeAllowed(match?.values.status ?? null, check.value.status)) {
      errors.push({ field: 'status', message: HYGIENE_RELEASE_MESSAGES.statusByRelease });
    }
    if (key) {
      const earlier = firstRowOf.get(key);
      if (earlier !== undefined) {
        errors.unshift({
          field: 'asset_id',
          message: `Asset ID "${rawId}" appears more than once in the file (first on row ${earlier})`,
        });
      } else {
        firstRowOf.set(key, row);
      }
      if (match?.archived) {
        errors.unshift({
          field: 'asset_id',
          message: `Asset ID "${rawId}" belongs to an archived asset and cannot be imported`,
        });
      }
    }
    const assetName = typeof merged.asset_name === 'string' ? merged.asset_name.trim() || null : null;
    if (errors.length > 0 || !check.ok) {
      return {
        row,
        asset_id: rawId || null,
        asset_name: assetName,
        action: 'invalid' as const,
        errors,
        targetId: null,
        values: null,
        previous: null,
        placement: placementOf(values),
      };
    }
    const placement = placementOf(values);
    const unchanged =
      match &&
      ASSET_FIELDS.every((f) => (match.values[f] ?? null) === (check.value[f] ?? null)) &&
      !placementDiffers(placement, match);
    return {
      row,
      asset_id: check.value.asset_id,
      asset_name: check.value.asset_name,
      action: match ? (unchanged ? ('unchanged' as const) : ('update' as const)) : ('create' as const),
      errors: [],
      targetId: match?.id ?? null,
      values: check.value,
      previous: match?.values ?? null,
      placement,
    };
  });
}
