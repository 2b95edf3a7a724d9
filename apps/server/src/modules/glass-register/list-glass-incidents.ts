import type { GlassIncidentList, GlassIncidentListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { countGlassIncidents, type Period, selectGlassIncidents } from './glass-register.queries';
import { presentGlassIncident } from './present-glass';

async function readIncidents(
  ctx: AppContext,
  where: { scope: SiteScope; locationId: string | null; state?: 'open' | 'closed'; period?: Period },
  page: { limit: number; offset: number },
): Promise<GlassIncidentList> {
  const [rows, counts] = await Promise.all([
    selectGlassIncidents(ctx.db, where, page),
    countGlassIncidents(ctx.db, where),
  ]);
  return {
    data: rows.map((r) => presentGlassIncident(r.incident, r.path, r.item_description)),
    total: where.state ? counts[where.state] : counts.open + counts.closed,
    counts,
  };
}

/** GET /api/glass-incidents: a page of incidents under the caller's sites and the location, open first. */
export function listGlassIncidents(ctx: AppContext, scope: SiteScope, query: GlassIncidentListQuery) {
  return readIncidents(ctx, { scope, locationId: query.location_id ?? null, state: query.state }, query);
}

/**
 * The audit pack's 4.9.3 incidents: those raised in the period (plant days, either end open) and those raised
 * before it still open, at most `limit`, with the counts of them all.
 */
export function glassIncidentsOfPeriod(
  ctx: AppContext,
  scope: SiteScope,
  filter: { location_id?: string; from?: string; to?: string },
  limit: number,
) {
  const period = { from: filter.from, to: filter.to, timeZone: ctx.config.PLANT_TIME_ZONE };
  return readIncidents(ctx, { scope, locationId: filter.location_id ?? null, period }, { limit, offset: 0 });
}
