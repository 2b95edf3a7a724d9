import type { AppContext } from '../../platform/context';
import { selectConsumingWorkOrders } from './inventory.queries';
import { loadItem } from './item-guards';

/** The work orders that consumed the item, with how much each took. */
export async function listItemWorkOrders(ctx: AppContext, id: string) {
  await loadItem(ctx.db, id);
  const rows = await selectConsumingWorkOrders(ctx.db, id);
  return { data: rows, total: rows.length };
}
