import {
  ANALYTICS_WINDOW_DAYS,
  type AssetAnalyticsDetail,
  analyticsWindowHours,
  analyticsWindowStart,
} from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { assetNotFound } from '../../platform/errors';
import { toEntry } from './analytics.presenters';
import { sumAssetActivity } from './analytics.queries';

/**
 * GET /api/analytics/assets/:id: one asset's spec §9 metrics (archived assets too: their history stays);
 * another site's asset is not found. The asset page's performance card shows the same figures, from this
 * function (it checks the asset's site itself before asking, so it passes no scope).
 */
export async function getAssetMetrics(
  ctx: AppContext,
  id: string,
  windowDays = ANALYTICS_WINDOW_DAYS,
  scope: SiteScope = null,
): Promise<AssetAnalyticsDetail> {
  const now = ctx.now();
  const [row] = await sumAssetActivity(
    ctx.db,
    { scope, assetId: id },
    now,
    analyticsWindowStart(now, windowDays),
  );
  if (!row) throw assetNotFound(id);
  const { asset, metrics } = toEntry(row, windowDays);
  return {
    ...asset,
    ...metrics,
    window_days: windowDays,
    window_hours: analyticsWindowHours(windowDays),
    generated_at: now.toISOString(),
  };
}
