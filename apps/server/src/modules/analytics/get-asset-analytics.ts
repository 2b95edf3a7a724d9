import {
  type AssetAnalyticsQuery,
  type AssetAnalyticsResponse,
  analyticsWindowHours,
  analyticsWindowStart,
  rankAssets,
  sortAssetMetrics,
  summarizeFleet,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { toEntry, toMetricsRows } from './analytics.presenters';
import { listAssetSites, sumAssetActivity } from './analytics.queries';

/**
 * GET /api/analytics/assets: every asset's spec §9 metrics over the window, their rankings and the
 * fleet summary, from one grouped query (the database sums, the domain computes).
 */
export async function getAssetAnalytics(
  ctx: AppContext,
  query: AssetAnalyticsQuery,
): Promise<AssetAnalyticsResponse> {
  const now = ctx.now();
  const windowDays = query.window_days;
  const [rows, sites] = await Promise.all([
    sumAssetActivity(
      ctx.db,
      { site: query.site, category: query.category },
      now,
      analyticsWindowStart(now, windowDays),
    ),
    listAssetSites(ctx.db),
  ]);
  const entries = rows.map((row) => toEntry(row, windowDays));
  const data = sortAssetMetrics(toMetricsRows(entries), query.sort);
  return {
    window_days: windowDays,
    window_hours: analyticsWindowHours(windowDays),
    generated_at: now.toISOString(),
    site: query.site ?? null,
    category: query.category ?? null,
    sites,
    summary: summarizeFleet(entries, windowDays),
    rankings: rankAssets(data),
    data,
    total: data.length,
  };
}
