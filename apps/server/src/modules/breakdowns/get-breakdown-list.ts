import type { BreakdownListFilters } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { listBreakdowns } from './breakdowns.queries';

/** The breakdowns list of the caller's sites: filtered, active first (spec §7). */
export function getBreakdownList(ctx: AppContext, scope: SiteScope, filters: BreakdownListFilters) {
  return listBreakdowns(ctx.db, scope, filters);
}
