import type { WorkOrderListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { rememberedTotal } from '../../platform/cache/list-total';
import type { AppContext } from '../../platform/context';
import { countWorkOrderMatches, selectWorkOrderPage } from './work-orders.queries';

/**
 * One page of the caller's sites and the number of work orders matching the filters. The total counts every matching row
 * (most of the page's cost at 100,000 rows; 90 ms at a group's 2,000,000), so it is remembered until a work
 * order, asset or person changes; with the overdue filter also until the minute turns (overdue moves with the
 * clock, no other filter does).
 */
export async function getWorkOrderList(ctx: AppContext, scope: SiteScope, query: WorkOrderListQuery) {
  const now = ctx.now();
  const { limit: _limit, offset: _offset, sort: _sort, ...filters } = query;
  const [data, total] = await Promise.all([
    selectWorkOrderPage(ctx.db, scope, query, now),
    rememberedTotal(
      ctx,
      'workOrderList',
      { ...filters, scope },
      () => countWorkOrderMatches(ctx.db, scope, filters, now),
      { clock: filters.overdue !== undefined },
    ),
  ]);
  return { data, total };
}
