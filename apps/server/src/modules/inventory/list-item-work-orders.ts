import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { selectConsumingWorkOrders } from './inventory.queries';
import { loadItem } from './item-guards';

/** The work orders of the caller's sites that consumed the item, with how much each took. */
export async function listItemWorkOrders(ctx: AppContext, scope: SiteScope, id: string) {
  await loadItem(ctx.db, id);
  const rows = await selectConsumingWorkOrders(ctx.db, scope, id);
  return { data: rows, total: rows.length };
}
