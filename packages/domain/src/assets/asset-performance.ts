import type { AssetPerformance } from './asset.schema';

/** Spec §9 "Simple performance figures" count over 24 × 30 hours: the last 30 days. */
export const PERFORMANCE_WINDOW_HOURS = 24 * 30;
/** Spec §9: efficiency is at least 70. */
export const MIN_EFFICIENCY = 70;
const MS_PER_HOUR = 3_600_000;

export interface PerformanceBreakdown {
  breakdown_start_time: string;
  breakdown_end_time: string | null;
  downtime_hours: number | null;
  status: string;
}

export interface PerformanceWorkOrder {
  status: string;
  cost: number | null;
  date_completed: string | null;
}

export interface PerformanceTask {
  is_active: boolean;
  next_due_date: string | null;
  last_completed_date: string | null;
}

const ENDED_STATUSES = new Set(['resolved', 'cancelled', 'completed']);
const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** When a breakdown stopped: its end time, else start + stored hours once it has ended, else still running (null). */
function endOf(b: PerformanceBreakdown): number | null {
  if (b.breakdown_end_time) return Date.parse(b.breakdown_end_time);
  if (ENDED_STATUSES.has(b.status)) {
    return Date.parse(b.breakdown_start_time) + (b.downtime_hours ?? 0) * MS_PER_HOUR;
  }
  return null;
}

/**
 * The derived performance of one asset (spec §3 "Derived asset performance", §9 "Simple performance
 * figures"), over the last 30 days (720 hours) unless said otherwise:
 * - uptime = 100 − downtime hours / 720 as a percentage, at least 0;
 * - MTBF = hours up in the window / breakdowns in the window (null without breakdowns);
 * - MTTR = average downtime of ended breakdowns, all time (null without any);
 * - total maintenance cost = the cost of every work order of the asset;
 * - last maintenance = the latest completed work order or task completion; next due = the earliest
 *   due date of an active task;
 * - utilization = uptime − 5, within 0–100 (as asset analytics counts it, spec §9);
 * - efficiency = 100 − 5 per breakdown in the window, at least 70.
 * The analytics module refines these with its 180-day metrics.
 */
export function deriveAssetPerformance(
  input: {
    breakdowns: readonly PerformanceBreakdown[];
    workOrders: readonly PerformanceWorkOrder[];
    tasks: readonly PerformanceTask[];
  },
  now: Date,
): AssetPerformance {
  const windowEnd = now.getTime();
  const windowStart = windowEnd - PERFORMANCE_WINDOW_HOURS * MS_PER_HOUR;

  let downtimeMs = 0;
  let inWindow = 0;
  let repairHoursTotal = 0;
  let repairs = 0;
  for (const b of input.breakdowns) {
    const start = Date.parse(b.breakdown_start_time);
    if (!Number.isFinite(start)) continue;
    const end = endOf(b);
    const overlapStart = Math.max(start, windowStart);
    const overlapEnd = Math.min(end ?? windowEnd, windowEnd);
    if (start <= windowEnd && (end ?? windowEnd) >= windowStart) {
      inWindow += 1;
      if (overlapEnd > overlapStart) downtimeMs += overlapEnd - overlapStart;
    }
    if (end !== null && b.status !== 'cancelled') {
      repairs += 1;
      repairHoursTotal += b.downtime_hours ?? Math.max(0, end - start) / MS_PER_HOUR;
    }
  }

  const downtimeHours = downtimeMs / MS_PER_HOUR;
  const uptime = Math.max(0, 100 - (downtimeHours / PERFORMANCE_WINDOW_HOURS) * 100);
  const totalCost = input.workOrders.reduce((sum, wo) => sum + (wo.cost ?? 0), 0);

  const completions = [
    ...input.workOrders.filter((wo) => wo.status === 'completed').map((wo) => wo.date_completed),
    ...input.tasks.map((t) => t.last_completed_date),
  ].filter((d): d is string => Boolean(d));
  const dueDates = input.tasks
    .filter((t) => t.is_active && t.next_due_date)
    .map((t) => t.next_due_date as string);

  return {
    window_hours: PERFORMANCE_WINDOW_HOURS,
    uptime: round1(uptime),
    mtbf_hours: inWindow > 0 ? round1((PERFORMANCE_WINDOW_HOURS - downtimeHours) / inWindow) : null,
    mttr_hours: repairs > 0 ? round1(repairHoursTotal / repairs) : null,
    total_maintenance_cost: Math.round(totalCost * 100) / 100,
    last_maintenance_date: latest(completions),
    next_due_date: earliest(dueDates),
    utilization: round1(clamp(uptime - 5, 0, 100)),
    efficiency: round1(Math.max(MIN_EFFICIENCY, 100 - 5 * inWindow)),
    breakdowns_in_window: inWindow,
    downtime_hours_in_window: Math.round(downtimeHours * 100) / 100,
  };
}

function latest(dates: readonly string[]): string | null {
  let best: string | null = null;
  for (const d of dates) if (best === null || Date.parse(d) > Date.parse(best)) best = d;
  return best;
}

function earliest(dates: readonly string[]): string | null {
  let best: string | null = null;
  for (const d of dates) if (best === null || Date.parse(d) < Date.parse(best)) best = d;
  return best;
}
