import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { countBreakdowns } from './breakdowns.queries';

/** Counts by status and severity (the header counter and the tiles), of the caller's sites. */
export function getBreakdownCounts(ctx: AppContext, scope: SiteScope) {
  return countBreakdowns(ctx.db, scope);
}
