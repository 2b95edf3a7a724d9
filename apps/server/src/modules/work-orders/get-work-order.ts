import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { loadWorkOrder } from './work-order-guards';

/** One work order with its summaries; 404 when unknown or at a site outside the caller's. */
export async function getWorkOrder(ctx: AppContext, scope: SiteScope, id: string) {
  return loadWorkOrder(ctx.db, id, ctx.now(), scope);
}
