import type { InventoryItem, StockMovement, StockStatus } from '@plantwise/domain';
import type { inventory_items, stock_movements } from '../../db/schema';

type ItemRow = Omit<typeof inventory_items.$inferSelect, 'search_text'>;

/** A stored row as the API shows it. */
export function toItem(row: ItemRow): InventoryItem {
  return {
    ...row,
    status: row.status as StockStatus,
    linked_asset_ids: Array.isArray(row.linked_asset_ids) ? row.linked_asset_ids : [],
  };
}

type MovementRow = typeof stock_movements.$inferSelect & {
  user_full_name: string | null;
  user_email: string | null;
  work_order_number: string | null;
};

export function toMovement(row: MovementRow): StockMovement {
  const { user_full_name, user_email, ...movement } = row;
  return { ...movement, user_name: user_full_name?.trim() || user_email || null };
}
