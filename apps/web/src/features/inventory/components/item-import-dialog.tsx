import { INVENTORY_FIELDS, INVENTORY_IMPORT_MAX_CHARS, type InventoryImportRow } from '@plantwise/domain';
import { CsvImportDialog, type ImportSubject } from '@/components/csv-import-dialog';
import type { DialogState } from '@/components/form-dialog';
import { useImportItems } from '../api/save-inventory';

const ITEMS: ImportSubject<InventoryImportRow> = {
  one: 'item',
  many: 'items',
  columns: INVENTORY_FIELDS,
  templateName: 'inventory-import-template.csv',
  maxChars: INVENTORY_IMPORT_MAX_CHARS,
  description:
    'The first row names the columns (item_id and item_name are required). Rows whose item ID is already in stock update that item; a quantity change is written to the stock ledger.',
  key: { label: 'Item ID', value: (row) => row.item_id },
  name: { label: 'Item name', value: (row) => row.item_name },
};

/** Import inventory items from a CSV file, matched by item ID. */
export function ItemImportDialog(state: DialogState) {
  return <CsvImportDialog {...state} subject={ITEMS} mutation={useImportItems()} />;
}
