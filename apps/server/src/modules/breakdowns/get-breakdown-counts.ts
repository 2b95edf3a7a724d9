import type { AppContext } from '../../platform/context';
import { countBreakdowns } from './breakdowns.queries';

/** Counts by status and severity (the header counter and the tiles). */
export function getBreakdownCounts(ctx: AppContext) {
  return countBreakdowns(ctx.db);
}
