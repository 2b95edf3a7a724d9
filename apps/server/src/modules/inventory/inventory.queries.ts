import {
  type InventoryFilter,
  type InventoryItem,
  type InventorySortField,
  STOCK_STATUSES,
  type StockMovement,
  type StockStatus,
} from '@plantwise/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import {
  assets,
  inventory_items,
  profiles,
  stock_movements,
  toIsoTimestamp,
  work_orders,
} from '../../db/schema';
import { assetSiteInScope, type SiteScope, workInScope } from '../../db/site-scope';
import { toItem, toMovement } from './inventory.presenters';

const { search_text: _searchText, ...itemColumns } = getTableColumns(inventory_items);

export { itemColumns };

/** Which of the assets `ids` are at the caller's sites (all of them for every site). */
export async function assetIdsInScope(
  db: DbOrTx,
  scope: SiteScope,
  ids: readonly string[],
): Promise<Set<string>> {
  if (scope === null || ids.length === 0) return new Set(scope === null ? ids : []);
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(inArray(assets.id, [...ids]), assetSiteInScope(scope, assets.site_id)));
  return new Set(rows.map((row) => row.id));
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
  return updateItem(tx, id, changes);
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
  work_order_number: sql<
    string | null
  >`(select number from ${work_orders} where ${work_orders.id} = ${stock_movements.work_order_id})`,
};

/** One ledger row as the API shows it, with the name of whoever made it. */
export async function selectMovement(db: DbOrTx, id: string): Promise<StockMovement> {
  const [row] = await db
    .select(movementColumns)
    .from(stock_movements)
    .leftJoin(profiles, eq(profiles.id, stock_movements.user_id))
    .where(eq(stock_movements.id, id));
  return toMovement(row);
}

/**
 * The ledger's columns for a reader limited to sites: the stock is shared, so every movement is listed, but
 * one issued to another site's work order does not name it (docs/decisions/site-access.md).
 */
function movementColumnsFor(scope: SiteScope) {
  if (scope === null) return movementColumns;
  const workOrderInScope = sql`${stock_movements.work_order_id} in (select ${work_orders.id} from ${work_orders} where ${workInScope(scope, work_orders.asset_id)})`;
  return {
    ...movementColumns,
    work_order_id: sql<
      string | null
    >`case when ${workOrderInScope} then ${stock_movements.work_order_id} end`,
    work_order_number: sql<
      string | null
    >`case when ${workOrderInScope} then (select number from ${work_orders} where ${work_orders.id} = ${stock_movements.work_order_id}) end`,
  };
}

/** An item's ledger, newest first, with the name of whoever made each change. */
export async function selectMovements(
  db: DbOrTx,
  scope: SiteScope,
  itemId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(movementColumnsFor(scope))
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

// ── The list ────────────────────────────────────────────────────────────────

/** WHERE of the list's filters; archived items are never listed. */
function filterConditions(filter: Partial<InventoryFilter> & { lowOnly?: boolean }): SQL[] {
  const conditions: SQL[] = [isNull(inventory_items.archived_at)];
  // search_text is lower-cased and trigram-indexed (name, item id, category, supplier: spec §9).
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) conditions.push(sql`${inventory_items.search_text} like ${likeTerm(word)}`);
  if (filter.status?.length) conditions.push(inArray(inventory_items.status, [...filter.status]));
  if (filter.lowOnly) conditions.push(ne(inventory_items.status, 'in-stock'));
  if (filter.category) conditions.push(eq(inventory_items.category, filter.category));
  if (filter.food_grade !== undefined) conditions.push(eq(inventory_items.food_grade, filter.food_grade));
  if (filter.asset_id)
    conditions.push(sql`${inventory_items.linked_asset_ids} @> ${JSON.stringify([filter.asset_id])}::jsonb`);
  return conditions;
}

const STATUS_RANK = sql`case ${inventory_items.status} when 'out-of-stock' then 0 when 'critical-stock' then 1 when 'low-stock' then 2 else 3 end`;

function orderBy(sort: InventorySortField, order: 'asc' | 'desc'): SQL[] {
  const dir = sql.raw(order);
  const nulls = sql.raw('nulls last');
  const key: Record<InventorySortField, SQL> = {
    item_id: sql`lower(${inventory_items.item_id}) ${dir}`,
    item_name: sql`lower(${inventory_items.item_name}) ${dir}`,
    category: sql`lower(${inventory_items.category}) ${dir} ${nulls}`,
    supplier: sql`lower(${inventory_items.supplier}) ${dir} ${nulls}`,
    location: sql`lower(${inventory_items.location}) ${dir} ${nulls}`,
    quantity_in_stock: sql`${inventory_items.quantity_in_stock} ${dir}`,
    min_stock_level: sql`${inventory_items.min_stock_level} ${dir}`,
    unit_cost: sql`${inventory_items.unit_cost} ${dir} ${nulls}`,
    status: sql`${STATUS_RANK} ${dir}`,
    updated_at: sql`${inventory_items.updated_at} ${dir}`,
  };
  const ties = sort === 'item_id' ? [] : [sql`lower(${inventory_items.item_id}) asc`];
  return [key[sort], ...ties, sql`${inventory_items.id} asc`];
}

export async function selectItems(
  db: DbOrTx,
  query: Partial<InventoryFilter> & {
    lowOnly?: boolean;
    sort: InventorySortField;
    order: 'asc' | 'desc';
    limit?: number;
    offset?: number;
  },
): Promise<InventoryItem[]> {
  const base = db
    .select(itemColumns)
    .from(inventory_items)
    .where(and(...filterConditions(query)))
    .orderBy(...orderBy(query.sort, query.order));
  const rows =
    query.limit === undefined ? await base : await base.limit(query.limit).offset(query.offset ?? 0);
  return rows.map(toItem);
}

export async function countItems(
  db: DbOrTx,
  filter: Partial<InventoryFilter> & { lowOnly?: boolean },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inventory_items)
    .where(and(...filterConditions(filter)));
  return row?.n ?? 0;
}

export async function countItemsByStatus(db: DbOrTx, filter: Partial<InventoryFilter>) {
  const rows = await db
    .select({ status: inventory_items.status, n: count() })
    .from(inventory_items)
    .where(and(...filterConditions({ ...filter, status: undefined })))
    .groupBy(inventory_items.status);
  const byStatus = Object.fromEntries(STOCK_STATUSES.map((s) => [s, 0])) as Record<StockStatus, number>;
  for (const row of rows) if (row.status in byStatus) byStatus[row.status as StockStatus] = row.n;
  return byStatus;
}

export async function listCategories(db: DbOrTx) {
  const rows = await db
    .select({ value: inventory_items.category, count: count() })
    .from(inventory_items)
    .where(and(isNull(inventory_items.archived_at), isNotNull(inventory_items.category)))
    .groupBy(inventory_items.category)
    .orderBy(asc(inventory_items.category))
    .limit(500);
  return rows.map((r) => ({ value: r.value as string, count: r.count }));
}

export async function findItemsByIdKeys(
  db: DbOrTx,
  keys: readonly string[],
  options: { forUpdate?: boolean } = {},
) {
  const found: InventoryItem[] = [];
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const query = db
      .select(itemColumns)
      .from(inventory_items)
      .where(inArray(sql`lower(${inventory_items.item_id})`, chunk));
    const rows = options.forUpdate ? await query.for('update') : await query;
    found.push(...rows.map(toItem));
  }
  return found;
}

export async function insertItem(tx: DbOrTx, values: typeof inventory_items.$inferInsert) {
  const [row] = await tx.insert(inventory_items).values(values).returning(itemColumns);
  return toItem(row);
}

export async function updateItem(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof inventory_items.$inferInsert>,
) {
  const [row] = await tx
    .update(inventory_items)
    .set(values)
    .where(eq(inventory_items.id, id))
    .returning(itemColumns);
  return toItem(row);
}

export async function deleteItemRow(tx: DbOrTx, id: string) {
  await tx.delete(inventory_items).where(eq(inventory_items.id, id));
}

export async function hasMovements(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: stock_movements.id })
    .from(stock_movements)
    .where(eq(stock_movements.inventory_item_id, id))
    .limit(1);
  return Boolean(row);
}

/** Work orders of the caller's sites that consumed the item, newest first, with what they took. */
export async function selectConsumingWorkOrders(db: DbOrTx, scope: SiteScope, itemId: string) {
  return db
    .select({
      work_order_id: work_orders.id,
      number: work_orders.number,
      title: work_orders.title,
      status: work_orders.status,
      quantity: sql<number>`-sum(${stock_movements.delta})::float8`,
      last_at: sql<string>`max(${stock_movements.created_at})`,
    })
    .from(stock_movements)
    .innerJoin(work_orders, eq(work_orders.id, stock_movements.work_order_id))
    .where(and(eq(stock_movements.inventory_item_id, itemId), workInScope(scope, work_orders.asset_id)))
    .groupBy(work_orders.id, work_orders.number, work_orders.title, work_orders.status)
    .orderBy(desc(sql`max(${stock_movements.created_at})`))
    .limit(100)
    .then((rows) =>
      rows.map((r) => ({ ...r, quantity: Number(r.quantity), last_at: toIsoTimestamp(r.last_at) })),
    );
}
