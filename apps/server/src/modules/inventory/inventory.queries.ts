import type { InventoryItem, StockMovement, StockStatus } from '@plantwise/domain';
import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inventory_items, profiles, stock_movements } from '../../db/schema';

const { search_text: _searchText, ...itemColumns } = getTableColumns(inventory_items);

export { itemColumns };

type ItemRow = Omit<typeof inventory_items.$inferSelect, 'search_text'>;

/** A stored row as the API shows it. */
export function toItem(row: ItemRow): InventoryItem {
  return {
    ...row,
    status: row.status as StockStatus,
    linked_asset_ids: Array.isArray(row.linked_asset_ids) ? row.linked_asset_ids : [],
  };
}

export async function findItem(db: DbOrTx, id: string): Promise<InventoryItem | undefined> {
  const [row] = await db.select(itemColumns).from(inventory_items).where(eq(inventory_items.id, id));
  return row ? toItem(row) : undefined;
}

/**
 * Locks items for a change of stock, in id order so two transactions locking the same items never
 * deadlock; a concurrent adjuster waits here and then reads the committed quantity.
 */
export async function lockItems(tx: DbOrTx, ids: readonly string[]): Promise<InventoryItem[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(itemColumns)
    .from(inventory_items)
    .where(inArray(inventory_items.id, [...ids]))
    .orderBy(asc(inventory_items.id))
    .for('update');
  return rows.map(toItem);
}

export async function setItemStock(
  tx: DbOrTx,
  id: string,
  changes: { quantity_in_stock: number; status: StockStatus; updated_at: string },
): Promise<InventoryItem> {
  const [row] = await tx
    .update(inventory_items)
    .set(changes)
    .where(eq(inventory_items.id, id))
    .returning(itemColumns);
  return toItem(row);
}

export type NewMovement = typeof stock_movements.$inferInsert;

export async function insertMovements(tx: DbOrTx, rows: NewMovement[]) {
  if (rows.length === 0) return [];
  return tx.insert(stock_movements).values(rows).returning();
}

const movementColumns = {
  ...getTableColumns(stock_movements),
  user_full_name: profiles.full_name,
  user_email: profiles.email,
};

type MovementRow = typeof stock_movements.$inferSelect & {
  user_full_name: string | null;
  user_email: string | null;
};

function toMovement(row: MovementRow): StockMovement {
  const { user_full_name, user_email, ...movement } = row;
  return { ...movement, user_name: user_full_name?.trim() || user_email || null };
}

/** An item's ledger, newest first, with the name of whoever made each change. */
export async function selectMovements(db: DbOrTx, itemId: string, page: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(movementColumns)
      .from(stock_movements)
      .leftJoin(profiles, eq(profiles.id, stock_movements.user_id))
      .where(eq(stock_movements.inventory_item_id, itemId))
      .orderBy(desc(stock_movements.created_at), desc(stock_movements.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(stock_movements)
      .where(eq(stock_movements.inventory_item_id, itemId)),
  ]);
  return { data: rows.map(toMovement), total };
}

/** The movements a work order made, with the item's code, name and unit. */
export async function selectMovementsForWorkOrder(db: DbOrTx, workOrderId: string) {
  const rows = await db
    .select({
      ...movementColumns,
      item_id: inventory_items.item_id,
      item_name: inventory_items.item_name,
      unit: inventory_items.unit,
      food_grade: inventory_items.food_grade,
    })
    .from(stock_movements)
    .innerJoin(inventory_items, eq(inventory_items.id, stock_movements.inventory_item_id))
    .leftJoin(profiles, eq(profiles.id, stock_movements.user_id))
    .where(eq(stock_movements.work_order_id, workOrderId))
    .orderBy(asc(stock_movements.created_at), asc(inventory_items.item_name));
  return rows.map(({ item_id, item_name, unit, food_grade, ...row }) => ({
    ...toMovement(row),
    item_id,
    item_name,
    unit,
    food_grade,
  }));
}
