import type { AppContext } from '../../platform/context';
import { loadBreakdown } from './breakdown-guards';

/** One breakdown with its asset, assignee and reporter, or 404. */
export function getBreakdown(ctx: AppContext, id: string) {
  return loadBreakdown(ctx.db, id);
}
