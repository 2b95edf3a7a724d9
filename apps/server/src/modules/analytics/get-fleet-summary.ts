import { assetAnalyticsQuerySchema, type FleetSummary } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { getAssetAnalytics } from './get-asset-analytics';

/**
 * The fleet's spec §9 figures over the window (every asset not archived): availability (mean of the
 * assets), MTBF, MTTR, total and monthly maintenance cost, counts by grade and risk. The `summary` of
 * GET /api/analytics/assets itself, for other modules: the same kept answer. (The dashboard shows only the
 * availability and MTTR, which read breakdowns alone: it reads those with sumFleetDowntime and fleetUptime
 * rather than every asset's work as well.)
 */
export async function getFleetSummary(
  ctx: AppContext,
  scope: SiteScope,
  options: { windowDays?: number; locationId?: string; site?: string; category?: string } = {},
): Promise<FleetSummary> {
  const query = assetAnalyticsQuerySchema.parse({
    window_days: options.windowDays,
    location_id: options.locationId,
    site: options.site,
    category: options.category,
  });
  return (await getAssetAnalytics(ctx, scope, query)).summary;
}
