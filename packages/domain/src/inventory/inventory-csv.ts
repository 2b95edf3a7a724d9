import { z } from 'zod';
import { parseNumberInput } from '../assets/asset-form';
import { type CsvCell, toCsv } from '../common/csv';
import { type CsvRecord, readCsvRecords } from '../common/csv-records';
import {
  INVENTORY_FIELD_LABELS,
  INVENTORY_FIELDS,
  type InventoryCreateBody,
  type InventoryField,
  type InventoryItem,
  inventoryCreateBodySchema,
} from './inventory.schema';

/** The export's columns: the id, every entered field, then what the system keeps. */
export const INVENTORY_EXPORT_COLUMNS = [
  'id',
  ...INVENTORY_FIELDS,
  'status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof InventoryItem)[];

/** Every item as CSV (formulas escaped, UTF-8 BOM); linked assets as ids separated by ';'. */
export function inventoryToCsv(items: readonly InventoryItem[]): string {
  const rows: CsvCell[][] = [[...INVENTORY_EXPORT_COLUMNS]];
  for (const item of items)
    rows.push(
      INVENTORY_EXPORT_COLUMNS.map((column) =>
        column === 'linked_asset_ids' ? item.linked_asset_ids.join(';') : item[column],
      ),
    );
  return toCsv(rows, { bom: true });
}

export function inventoryExportFilename(date: string): string {
  return `inventory-${date}.csv`;
}

export const INVENTORY_IMPORT_MAX_ROWS = 10_000;
export const INVENTORY_IMPORT_MAX_CHARS = 10 * 1024 * 1024;

export const inventoryImportBodySchema = z.object({
  csv: z
    .string({ error: 'The CSV file is required' })
    .min(1, 'The CSV file is empty')
    .max(INVENTORY_IMPORT_MAX_CHARS, 'The CSV file must be 10 MB or smaller'),
  mode: z.enum(['preview', 'commit']).default('preview'),
});

export const inventoryImportRowSchema = z.object({
  row: z.number().int(),
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
  action: z.enum(['create', 'update', 'unchanged', 'invalid']),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export const inventoryImportResponseSchema = z.object({
  mode: z.enum(['preview', 'commit']),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(inventoryImportRowSchema),
  ignored_columns: z.array(z.string()),
});
export type InventoryImportResponse = z.infer<typeof inventoryImportResponseSchema>;
export type InventoryImportRow = z.infer<typeof inventoryImportRowSchema>;

const NUMBER_FIELDS: ReadonlySet<InventoryField> = new Set([
  'unit_cost',
  'quantity_in_stock',
  'min_stock_level',
  'reorder_quantity',
]);

function cellValue(field: InventoryField, cell: string): unknown {
  const trimmed = cell.trim();
  if (field === 'linked_asset_ids')
    return trimmed
      .split(/[;\s]+/)
      .map((id) => id.trim())
      .filter(Boolean);
  if (trimmed === '') return field === 'food_grade' || field === 'unit' ? undefined : null;
  if (NUMBER_FIELDS.has(field)) return parseNumberInput(trimmed);
  if (field === 'food_grade') {
    const word = trimmed.toLowerCase();
    if (['yes', 'y', 'true', '1', 'food grade', 'food-grade', 'h1'].includes(word)) return true;
    if (['no', 'n', 'false', '0'].includes(word)) return false;
    return trimmed;
  }
  return trimmed;
}

export function readInventoryCsv(text: string) {
  return readCsvRecords(text, {
    fields: INVENTORY_FIELDS,
    labels: INVENTORY_FIELD_LABELS,
    required: ['item_id', 'item_name'],
    maxRows: INVENTORY_IMPORT_MAX_ROWS,
    noun: 'item',
    cellValue,
  });
}

export const itemIdKey = (itemId: string) => itemId.trim().toLowerCase();

export interface ExistingItemForImport {
  id: string;
  archived: boolean;
  values: InventoryCreateBody;
}

export interface PlannedInventoryImportRow extends InventoryImportRow {
  targetId: string | null;
  values: InventoryCreateBody | null;
  previous: InventoryCreateBody | null;
}

/** The entered fields of an item, as an import compares them. */
export function inventoryValuesOf(item: InventoryItem): InventoryCreateBody {
  return Object.fromEntries(INVENTORY_FIELDS.map((field) => [field, item[field]])) as InventoryCreateBody;
}

const sameValues = (a: InventoryCreateBody, b: InventoryCreateBody) =>
  INVENTORY_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/**
 * Decides each row: create, update the item with the same item ID (case-insensitive, so a re-import
 * updates rather than duplicates), unchanged, or invalid with every error. A row repeating an earlier
 * row's item ID, naming an archived item, or linking an asset that does not exist is refused.
 */
export function planInventoryImport(
  rows: readonly CsvRecord<InventoryField>[],
  existing: ReadonlyMap<string, ExistingItemForImport>,
  knownAssetIds: ReadonlySet<string>,
): PlannedInventoryImportRow[] {
  const seen = new Set<string>();
  return rows.map(({ row, values }) => {
    const rawId = typeof values.item_id === 'string' ? values.item_id : null;
    const key = rawId ? itemIdKey(rawId) : null;
    const match = key ? existing.get(key) : undefined;
    const merged = match ? { ...match.values, ...values } : values;
    const parsed = inventoryCreateBodySchema.safeParse(merged);
    const errors: { field: string; message: string }[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? 'row'),
          message: issue.message,
        }));
    if (key && seen.has(key))
      errors.push({ field: 'item_id', message: `Item ID "${rawId}" appears in an earlier row` });
    if (match?.archived) errors.push({ field: 'item_id', message: `Item "${rawId}" is archived` });
    if (parsed.success)
      for (const id of parsed.data.linked_asset_ids)
        if (!knownAssetIds.has(id))
          errors.push({ field: 'linked_asset_ids', message: `Asset ${id} was not found` });
    if (key) seen.add(key);
    const base = {
      row,
      item_id: rawId,
      item_name: typeof values.item_name === 'string' ? values.item_name : null,
      targetId: match?.id ?? null,
      previous: match?.values ?? null,
    };
    if (errors.length > 0 || !parsed.success) return { ...base, action: 'invalid', errors, values: null };
    if (match && sameValues(match.values, parsed.data))
      return { ...base, action: 'unchanged', errors: [], values: parsed.data };
    return { ...base, action: match ? 'update' : 'create', errors: [], values: parsed.data };
  });
}
