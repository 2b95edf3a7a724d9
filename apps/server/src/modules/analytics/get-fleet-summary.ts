import {
  ANALYTICS_WINDOW_DAYS,
  analyticsWindowStart,
  type FleetSummary,
  summarizeFleet,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { toEntry } from './analytics.presenters';
import { sumAssetActivity } from './analytics.queries';

/**
 * The fleet's spec §9 figures over the window (every asset not archived): availability (mean of the
 * assets), MTBF, MTTR, total and monthly maintenance cost, counts by grade and risk. The same numbers
 * as the `summary` of GET /api/analytics/assets, for other modules (the dashboard's tiles).
 */
export async function getFleetSummary(
  ctx: AppContext,
  options: { windowDays?: number; site?: string; category?: string } = {},
): Promise<FleetSummary> {
  const now = ctx.now();
  const windowDays = options.windowDays ?? ANALYTICS_WINDOW_DAYS;
  const rows = await sumAssetActivity(
    ctx.db,
    { site: options.site, category: options.category },
    now,
    analyticsWindowStart(now, windowDays),
  );
  return summarizeFleet(
    rows.map((row) => toEntry(row, windowDays)),
    windowDays,
  );
}
