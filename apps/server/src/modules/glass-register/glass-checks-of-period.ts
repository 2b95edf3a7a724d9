import { formatLocationPath } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { selectGlassChecksOfPeriod } from './glass-register.queries';

/**
 * The audit pack's 4.9.3 checks: the check lines of the period (plant days, either end open) under the
 * caller's sites and the location, the newest first, at most `limit`, with how many lines, rounds and
 * damaged or missing findings there are in all.
 */
export async function glassChecksOfPeriod(
  ctx: AppContext,
  scope: SiteScope,
  filter: { location_id?: string; from?: string; to?: string },
  limit: number,
) {
  const period = { from: filter.from, to: filter.to, timeZone: ctx.config.PLANT_TIME_ZONE };
  const found = await selectGlassChecksOfPeriod(
    ctx.db,
    { scope, locationId: filter.location_id ?? null, period },
    limit,
  );
  return {
    ...found,
    rows: found.rows.map(({ path, ...row }) => ({ ...row, location_path: formatLocationPath(path) })),
  };
}
