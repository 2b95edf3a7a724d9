import type { AppContext } from '../../platform/context';
import { selectConsumingWorkOrders } from './inventory.queries';
import { loadItem } from './item-guards';

/** The work orders that consumed the item, with how much each took. */
export async function listItemWorkOrders(ctx: AppContext, id: string) {
  await loadItem(ctx.db, id);
  const rows = await selectConsumingWorkOrders(ctx.db, id);
  const data = rows.map((r) => ({ ...r, number: `WO-${r.work_order_id.slice(0, 8)}` }));
  return { data, total: data.length };
}
