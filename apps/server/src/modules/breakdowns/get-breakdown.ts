import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { loadBreakdown } from './breakdown-guards';

/** One breakdown with its asset, assignee and reporter, or 404. */
export function getBreakdown(ctx: AppContext, scope: SiteScope, id: string) {
  return loadBreakdown(ctx.db, id, scope);
}
