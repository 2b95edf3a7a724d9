import { compareGlassItems, type GlassItemList, type GlassItemListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { selectGlassItems } from './glass-register.queries';
import { presentGlassItem } from './present-glass';

/**
 * GET /api/glass-register: the register under the caller's sites and the location, overdue first (the
 * domain's order), with how many items are in each state. A plant's register is a few hundred items at most,
 * so the state, the order and the counts are computed from every item and the page is cut after.
 */
export async function listGlassItems(
  ctx: AppContext,
  scope: SiteScope,
  query: GlassItemListQuery,
): Promise<GlassItemList> {
  const now = ctx.now();
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const rows = await selectGlassItems(ctx.db, scope, query.location_id ?? null);
  const items = rows
    .map((r) => presentGlassItem(r.item, r.path, r.open_incidents, now, timeZone))
    .sort(compareGlassItems);
  const counts = { ok: 0, due: 0, overdue: 0 };
  for (const item of items) counts[item.state] += 1;
  const matching = query.state ? items.filter((item) => item.state === query.state) : items;
  return {
    data: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
    counts,
  };
}
