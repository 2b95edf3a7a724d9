import {
  ERRORS,
  type FleetSummary,
  type LocationRollupQuery,
  type LocationRollupResponse,
  type RollupLocation,
  analyticsWindowHours,
  analyticsWindowStart,
  rollUpToLocations,
  VIEW_READS,
} from '@plantwise/domain';
import { readsUnderScope, type SiteScope, siteScopeKey } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toEntry } from './analytics.presenters';
import {
  type RollupLocationRow,
  selectChildLocations,
  selectRollupLocation,
  sumAssetActivity,
} from './analytics.queries';

const toLocation = ({ id, name, code, kind, path, has_children }: RollupLocationRow): RollupLocation => ({
  id,
  name,
  code,
  kind,
  path,
  has_children,
});

/**
 * GET /api/analytics/locations: the fleet figures of each child of a location (no parent: each site) — the
 * assets at it or below it, over the window, from the same grouped query and domain functions as the fleet
 * summary (rollUpToLocations → summarizeFleet), so a site's row equals GET /api/analytics/assets?location_id=
 * of that site. Kept like the asset analytics until a row it reads changes or the minute turns.
 */
export async function getLocationRollup(
  ctx: AppContext,
  scope: SiteScope,
  query: LocationRollupQuery,
): Promise<LocationRollupResponse> {
  const minute = Math.floor(ctx.now().getTime() / 60_000);
  return ctx.fleetMemo.get(
    `analytics.locations ${minute} ${siteScopeKey(scope)} ${JSON.stringify(query)}`,
    readsUnderScope(VIEW_READS.analytics, scope),
    () => computeLocationRollup(ctx, scope, query),
  );
}

/** A person limited to sites sees only their sites' rows, and another site's location as unknown (404). */
async function computeLocationRollup(
  ctx: AppContext,
  scope: SiteScope,
  query: LocationRollupQuery,
): Promise<LocationRollupResponse> {
  const now = ctx.now();
  const windowDays = query.window_days;
  const parentId = query.parent_id ?? null;
  const [parent, children, rows] = await Promise.all([
    parentId ? selectRollupLocation(ctx.db, scope, parentId) : null,
    selectChildLocations(ctx.db, scope, parentId),
    sumAssetActivity(
      ctx.db,
      { scope, locationId: parentId ?? undefined, category: query.category },
      now,
      analyticsWindowStart(now, windowDays),
    ),
  ]);
  if (parentId && !parent) throw new AppError(ERRORS.locationNotFound, { params: { id: parentId } });
  const entries = rows.map((row) => ({ ...toEntry(row, windowDays), ancestor_ids: row.ancestor_ids }));
  const summaries = rollUpToLocations(
    children.map((c) => c.id),
    entries,
    windowDays,
  );
  const data = children.map((child) => ({
    location: toLocation(child),
    // rollUpToLocations answers every id it was given.
    summary: summaries.get(child.id) as FleetSummary,
  }));
  return {
    window_days: windowDays,
    window_hours: analyticsWindowHours(windowDays),
    generated_at: now.toISOString(),
    parent: parent ? toLocation(parent) : null,
    category: query.category ?? null,
    data,
    total: data.length,
  };
}
