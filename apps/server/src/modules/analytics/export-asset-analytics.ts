import {
  type AssetAnalyticsQuery,
  assetAnalyticsExportFilename,
  assetAnalyticsToCsv,
  calendarDateIn,
} from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { selectRollupLocation } from './analytics.queries';
import { getAssetAnalytics } from './get-asset-analytics';

/** GET /api/analytics/assets/export.csv: the table of the screen, with the same filters and order. */
export async function exportAssetAnalytics(ctx: AppContext, scope: SiteScope, query: AssetAnalyticsQuery) {
  const [analytics, location] = await Promise.all([
    getAssetAnalytics(ctx, scope, query),
    query.location_id ? selectRollupLocation(ctx.db, scope, query.location_id) : null,
  ]);
  return {
    filename: assetAnalyticsExportFilename(
      query.window_days,
      // A location filter names the file after the location ("…-180d-line-1-…").
      { site: location?.name ?? query.site, category: query.category },
      calendarDateIn(ctx.now(), ctx.config.PLANT_TIME_ZONE),
    ),
    csv: assetAnalyticsToCsv(analytics.data),
  };
}
