import { zonedMonthRange } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countWorkOrders } from './work-orders.queries';

/** The tiles: pending, in progress, overdue, completed this plant calendar month, follow-ups pending. */
export async function getWorkOrderCounts(ctx: AppContext) {
  const now = ctx.now();
  return countWorkOrders(ctx.db, now, zonedMonthRange(now, ctx.config.PLANT_TIME_ZONE).from);
}
