import type { InventoryFacets, InventoryFilter, InventoryListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import {
  countItems,
  countItemsByStatus,
  listCategories,
  selectConsumingWorkOrders,
  selectItems,
} from './inventory.queries';
import { loadItem } from './item-guards';

/** One page of the stores with the number of items matching the filters (archived ones hidden). */
export async function listItems(ctx: AppContext, query: InventoryListQuery) {
  const [data, total] = await Promise.all([selectItems(ctx.db, query), countItems(ctx.db, query)]);
  return { data, total };
}

/** Counts per status for the tiles, under every other filter, and the categories in use. */
export async function getItemFacets(
  ctx: AppContext,
  filter: Omit<InventoryFilter, 'status'>,
): Promise<InventoryFacets> {
  const [byStatus, categories] = await Promise.all([
    countItemsByStatus(ctx.db, filter),
    listCategories(ctx.db),
  ]);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, by_status: byStatus, categories };
}

/** The low-stock list of spec §4: low, critical and out-of-stock items, the emptiest first. */
export async function getLowStock(ctx: AppContext) {
  const data = await selectItems(ctx.db, { lowOnly: true, sort: 'status', order: 'asc' });
  return { data, total: data.length };
}

export function getItem(ctx: AppContext, id: string) {
  return loadItem(ctx.db, id);
}

/** The work orders that consumed the item, with how much each took. */
export async function getItemWorkOrders(ctx: AppContext, id: string) {
  await loadItem(ctx.db, id);
  const rows = await selectConsumingWorkOrders(ctx.db, id);
  const data = rows.map((r) => ({ ...r, number: `WO-${r.work_order_id.slice(0, 8)}` }));
  return { data, total: data.length };
}
