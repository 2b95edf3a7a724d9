import { zonedMonthRange } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { countWorkOrders } from './work-orders.queries';

/**
 * The tiles of the caller's sites: pending, in progress, overdue, completed this plant calendar month,
 * follow-ups pending.
 */
export async function getWorkOrderCounts(ctx: AppContext, scope: SiteScope) {
  const now = ctx.now();
  return countWorkOrders(ctx.db, scope, now, zonedMonthRange(now, ctx.config.PLANT_TIME_ZONE).from);
}
