import {
  type AssetAnalyticsQuery,
  assetAnalyticsExportFilename,
  assetAnalyticsToCsv,
  calendarDateIn,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { getAssetAnalytics } from './get-asset-analytics';

/** GET /api/analytics/assets/export.csv: the table of the screen, with the same filters and order. */
export async function exportAssetAnalytics(ctx: AppContext, query: AssetAnalyticsQuery) {
  const analytics = await getAssetAnalytics(ctx, query);
  return {
    filename: assetAnalyticsExportFilename(
      query.window_days,
      query,
      calendarDateIn(ctx.now(), ctx.config.PLANT_TIME_ZONE),
    ),
    csv: assetAnalyticsToCsv(analytics.data),
  };
}
