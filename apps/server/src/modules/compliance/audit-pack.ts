import {
  type AuditPackQuery,
  auditPackPeriodText,
  calendarDateIn,
  ERRORS,
  formatDate,
  RECORD_STATE_LABELS,
  RECORD_TYPE_LABELS,
} from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { verifyAuditChain } from '../admin';
import { glassChecksOfPeriod, glassIncidentsOfPeriod } from '../glass-register';
import { MAX_AUDIT_PACK_RECORDS, recordsForAuditPack } from '../records';
import {
  type AuditPackWhere,
  selectFoodGradeUse,
  selectPackLocationName,
  selectPmPlan,
  sumPmPlan,
} from './audit-pack.queries';
import { temporaryRepairsOfPeriod } from './list-temporary-repairs';
import { renderAuditPack } from './render-audit-pack';

/** The pack lists at most this many PM tasks and food-grade uses (its counts hold them all). */
const MAX_AUDIT_PACK_ROWS = 1000;

/** The record filters of the records screen in words ('Breakdown records, Awaiting signatures, "guard"'). */
function recordFiltersText(query: AuditPackQuery): string | null {
  const parts = [
    query.type ? `${RECORD_TYPE_LABELS[query.type]} records` : null,
    query.state ? RECORD_STATE_LABELS[query.state] : null,
    query.asset_id ? 'one asset' : null,
    query.q ? `matching "${query.q}"` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * GET /api/compliance/audit-pack.pdf (and the records screen's /api/records/audit-pack.pdf, which adds its
 * record filters): the BRCGS audit pack of a period of plant days and a site of the tree, under the caller's
 * sites, laid out by clause (docs/decisions/audit-pack.md). The audit trail is verified as the pack is made.
 */
export async function auditPack(ctx: AppContext, scope: SiteScope, query: AuditPackQuery) {
  const { site_id, ...filters } = query;
  const locationId = filters.location_id ?? site_id ?? null;
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const now = ctx.now();
  const siteName = locationId ? await selectPackLocationName(ctx.db, scope, locationId) : null;
  if (locationId && !siteName) throw new AppError(ERRORS.locationNotFound, { params: { id: locationId } });
  const where: AuditPackWhere = { scope, locationId, from: filters.from, to: filters.to, timeZone, now };
  const period = { location_id: locationId ?? undefined, from: filters.from, to: filters.to };
  const [records, planRows, planTotals, repairs, materials, glassChecks, glassIncidents] = await Promise.all([
    recordsForAuditPack(ctx, scope, { ...filters, location_id: locationId ?? undefined }),
    selectPmPlan(ctx.db, where, MAX_AUDIT_PACK_ROWS),
    sumPmPlan(ctx.db, where),
    temporaryRepairsOfPeriod(
      ctx,
      scope,
      { location_id: locationId ?? undefined, from: filters.from, to: filters.to },
      MAX_AUDIT_PACK_RECORDS,
    ),
    selectFoodGradeUse(ctx.db, where, MAX_AUDIT_PACK_ROWS + 1),
    glassChecksOfPeriod(ctx, scope, period, MAX_AUDIT_PACK_ROWS),
    glassIncidentsOfPeriod(ctx, scope, period, MAX_AUDIT_PACK_ROWS),
  ]);
  const chain = await verifyAuditChain(ctx);
  const pdf = await renderAuditPack({
    plantName: ctx.config.PLANT_NAME,
    timeZone,
    now,
    period: auditPackPeriodText(filters, (day) => formatDate(day)),
    siteName: siteName ?? null,
    recordFilters: recordFiltersText(query),
    plan: { rows: planRows, totals: planTotals },
    repairs,
    records,
    materials: { rows: materials, limit: MAX_AUDIT_PACK_ROWS },
    glass: { checks: glassChecks, incidents: glassIncidents },
    chain,
  });
  return { filename: `audit-pack-${calendarDateIn(now, timeZone)}.pdf`, pdf };
}
