import type { z } from 'zod';
import { pmComplianceRate } from '../maintenance/task-status';
import { recordListQuerySchema } from '../records/records.schema';

/**
 * The audit pack (DESIGN §7 "audit pack"): one PDF laid out by BRCGS clause, in this order, then the
 * audit-trail verification. Calibration (6.4) and approved vendors (3.5) join it when Plantwise keeps them.
 */
export const AUDIT_PACK_SECTIONS = {
  plannedMaintenance: 'Planned maintenance and PM compliance (BRCGS 4.7.1)',
  temporaryRepairs: 'Temporary repairs (BRCGS 4.7.3)',
  clearances: 'Hygiene clearances and releases (BRCGS 4.7.4)',
  foodGradeMaterials: 'Food-grade materials used (BRCGS 4.7.5)',
  glass: 'Glass and brittle plastics: checks and incidents (BRCGS 4.9.3)',
  auditTrail: 'Audit trail verification',
} as const;

/**
 * `GET /api/compliance/audit-pack.pdf?from&to&site_id`: a period of plant days and a site (any location of
 * the tree). The records screen's pack also passes its record filters (type, state, search, asset), which
 * narrow the clearances section only.
 */
export const auditPackQuerySchema = recordListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({ site_id: recordListQuerySchema.shape.location_id });
export type AuditPackQuery = z.infer<typeof auditPackQuerySchema>;

/** The pack's period in words: '1 Mar 2026 to 31 Mar 2026', 'From 1 Mar 2026', 'Up to …', 'All dates'. */
export function auditPackPeriodText(
  period: { from?: string; to?: string },
  formatDay: (day: string) => string,
): string {
  if (period.from && period.to) return `${formatDay(period.from)} to ${formatDay(period.to)}`;
  if (period.from) return `From ${formatDay(period.from)}`;
  return period.to ? `Up to ${formatDay(period.to)}` : 'All dates';
}

/**
 * PM compliance of a plan's tasks over the pack's period, counted like the dashboard's tile: an occurrence is
 * due when it was completed (on time or late) or is still open past its due time; on time within its grace.
 */
export function pmPlanCompliance(
  tasks: ReadonlyArray<{ completed_due: number; on_time: number; missed: number }>,
) {
  const completed = tasks.reduce((n, t) => n + t.completed_due, 0);
  const onTime = tasks.reduce((n, t) => n + t.on_time, 0);
  const notDone = tasks.reduce((n, t) => n + t.missed, 0);
  const due = completed + notDone;
  return {
    due,
    on_time: onTime,
    late: completed - onTime,
    not_done: notDone,
    percent: pmComplianceRate(due, onTime),
  };
}
