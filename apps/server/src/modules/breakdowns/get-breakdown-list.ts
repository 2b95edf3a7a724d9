import type { BreakdownListFilters } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { rememberedTotal } from '../../platform/cache/list-total';
import type { AppContext } from '../../platform/context';
import { countBreakdownMatches, selectBreakdownPage } from './breakdowns.queries';

/**
 * The breakdowns list of the caller's sites: filtered, active first (spec §7). The total counts every matching
 * row (120 ms of a page at a group's 500,000 breakdowns, bench/group-scale.ts), so it is remembered until a
 * breakdown, asset or person changes; no filter moves with the clock, so it is kept past the minute.
 */
export async function getBreakdownList(ctx: AppContext, scope: SiteScope, query: BreakdownListFilters) {
  const { limit: _limit, offset: _offset, ...filters } = query;
  const [data, total] = await Promise.all([
    selectBreakdownPage(ctx.db, scope, query),
    rememberedTotal(
      ctx,
      'breakdownList',
      { ...filters, scope },
      () => countBreakdownMatches(ctx.db, scope, filters),
      {
        clock: false,
      },
    ),
  ]);
  return { data, total };
}
