import { randomBytes } from 'node:crypto';
import { stockStatus } from '@plantwise/domain';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../../app';
import { inventory_items, stock_movements, work_orders } from '../../../db/schema';

/** Factory: an item row with a unique code, its status by the rule, and an opening movement for its stock. */
export async function createItem(app: App, overrides: Partial<typeof inventory_items.$inferInsert> = {}) {
  const code = `PRT-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await app.ctx.db
    .insert(inventory_items)
    .values({
      item_id: code,
      item_name: `Bearing ${code}`,
      status: stockStatus(overrides.quantity_in_stock ?? 0, overrides.min_stock_level ?? 0),
      ...overrides,
    })
    .returning();
  if (row.quantity_in_stock !== 0)
    await app.ctx.db.insert(stock_movements).values({
      inventory_item_id: row.id,
      delta: row.quantity_in_stock,
      quantity_after: row.quantity_in_stock,
      reason: 'Opening balance',
    });
  return row;
}

export async function createWorkOrder(app: App) {
  const [row] = await app.ctx.db.insert(work_orders).values({ title: 'Replace bearing' }).returning();
  return row;
}

/** The item's stock and the sum of its ledger, which must always agree. */
export async function stockAndLedger(app: App, id: string) {
  const [item] = await app.ctx.db
    .select({ quantity: inventory_items.quantity_in_stock, status: inventory_items.status })
    .from(inventory_items)
    .where(eq(inventory_items.id, id));
  const [ledger] = await app.ctx.db
    .select({
      sum: sql<string>`coalesce(sum(${stock_movements.delta}), 0)`,
      rows: sql<number>`count(*)::int`,
    })
    .from(stock_movements)
    .where(eq(stock_movements.inventory_item_id, id));
  return { quantity: item.quantity, status: item.status, ledgerSum: Number(ledger.sum), rows: ledger.rows };
}
