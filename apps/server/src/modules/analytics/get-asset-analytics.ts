import {
  type AssetAnalyticsQuery,
  type AssetAnalyticsResponse,
  analyticsWindowHours,
  analyticsWindowStart,
  rankAssets,
  sortAssetMetrics,
  summarizeFleet,
  VIEW_READS,
} from '@plantwise/domain';
import { readsUnderScope, type SiteScope, siteScopeKey } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { toEntry, toMetricsRows } from './analytics.presenters';
import { listAssetSites, sumAssetActivity } from './analytics.queries';

/** Everything the asset analytics are computed from (ETag, conditional GET and the fleet memo). */

/**
 * GET /api/analytics/assets: every asset's spec §9 metrics over the window, their rankings and the
 * fleet summary, from one grouped query (the database sums, the domain computes). The answer is the
 * same for everyone, so it is kept until an asset, breakdown or work order changes on any instance, or
 * the minute turns (ongoing downtime and overdue work move with the clock): the morning's managers share
 * one computation.
 */
export async function getAssetAnalytics(
  ctx: AppContext,
  scope: SiteScope,
  query: AssetAnalyticsQuery,
): Promise<AssetAnalyticsResponse> {
  // The clock's minute is part of the key too: a test's injected clock moves without the wall clock. A
  // person limited to sites shares the kept answer only with people of the same sites.
  const minute = Math.floor(ctx.now().getTime() / 60_000);
  return ctx.fleetMemo.get(
    `analytics.assets ${minute} ${siteScopeKey(scope)} ${JSON.stringify(query)}`,
    readsUnderScope(VIEW_READS.analytics, scope),
    () => computeAssetAnalytics(ctx, scope, query),
  );
}

async function computeAssetAnalytics(
  ctx: AppContext,
  scope: SiteScope,
  query: AssetAnalyticsQuery,
): Promise<AssetAnalyticsResponse> {
  const now = ctx.now();
  const windowDays = query.window_days;
  const [rows, sites] = await Promise.all([
    sumAssetActivity(
      ctx.db,
      { scope, locationId: query.location_id, site: query.site, category: query.category },
      now,
      analyticsWindowStart(now, windowDays),
    ),
    listAssetSites(ctx.db, scope),
  ]);
  const entries = rows.map((row) => toEntry(row, windowDays));
  const data = sortAssetMetrics(toMetricsRows(entries), query.sort);
  return {
    window_days: windowDays,
    window_hours: analyticsWindowHours(windowDays),
    generated_at: now.toISOString(),
    location_id: query.location_id ?? null,
    site: query.site ?? null,
    category: query.category ?? null,
    sites,
    summary: summarizeFleet(entries, windowDays),
    rankings: rankAssets(data),
    data,
    total: data.length,
  };
}
