import type { BreakdownListFilters } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { listBreakdowns } from './breakdowns.queries';

/** The breakdowns list: filtered, active first (spec §7). */
export function getBreakdownList(ctx: AppContext, filters: BreakdownListFilters) {
  return listBreakdowns(ctx.db, filters);
}
