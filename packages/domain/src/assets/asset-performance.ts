import { type BreakdownStatus, isFailure } from '../breakdowns/status';
import type { AssetPerformance } from './asset.schema';

/** Spec §9 "Simple performance figures" count over 24 × 30 hours: the last 30 days. */
export const PERFORMANCE_WINDOW_HOURS = 24 * 30;
/** Spec §9: efficiency is at least 70. */
export const MIN_EFFICIENCY = 70;
/** Efficiency loses 5 points per breakdown in the 30 days. */
export const EFFICIENCY_PER_BREAKDOWN = 5;
const MS_PER_HOUR = 3_600_000;

export interface PerformanceBreakdown {
  breakdown_start_time: string;
  breakdown_end_time: string | null;
  downtime_hours: number | null;
  status: BreakdownStatus;
}

export interface PerformanceWorkOrder {
  status: string;
  date_completed: string | null;
}

export interface PerformanceTask {
  is_active: boolean;
  next_due_date: string | null;
  last_completed_date: string | null;
}

const ENDED_STATUSES = new Set(['resolved', 'cancelled', 'completed']);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** When a breakdown stopped: its end time, else start + stored hours once it has ended, else still running (null). */
function endOf(b: PerformanceBreakdown): number | null {
  if (b.breakdown_end_time) return Date.parse(b.breakdown_end_time);
  if (ENDED_STATUSES.has(b.status)) {
    return Date.parse(b.breakdown_start_time) + (b.downtime_hours ?? 0) * MS_PER_HOUR;
  }
  return null;
}

/**
 * What the asset page shows beside the spec §9 analytics (which come from asset-metrics.ts, so the
 * page and the analytics screen never disagree):
 * - last maintenance = the latest completed work order or task completion; next due = the earliest
 *   due date of an active task;
 * - spec §9 "Simple performance figures", over the last 30 days (720 hours), labelled as such:
 *   uptime = 100 − downtime hours in the 30 days / 720 as a percentage, at least 0; efficiency =
 *   100 − 5 per breakdown in the 30 days, at least 70. A cancelled breakdown counts in neither (as in
 *   the analytics).
 */
export function deriveAssetPerformance(
  input: {
    breakdowns: readonly PerformanceBreakdown[];
    workOrders: readonly PerformanceWorkOrder[];
    tasks: readonly PerformanceTask[];
  },
  now: Date,
): Omit<AssetPerformance, 'metrics' | 'condition_recorded_at'> {
  const windowEnd = now.getTime();
  const windowStart = windowEnd - PERFORMANCE_WINDOW_HOURS * MS_PER_HOUR;

  let downtimeMs = 0;
  let inWindow = 0;
  for (const b of input.breakdowns) {
    const start = Date.parse(b.breakdown_start_time);
    if (!Number.isFinite(start) || !isFailure(b)) continue;
    const end = endOf(b) ?? windowEnd;
    if (start <= windowEnd && end >= windowStart) {
      inWindow += 1;
      const overlap = Math.min(end, windowEnd) - Math.max(start, windowStart);
      if (overlap > 0) downtimeMs += overlap;
    }
  }
  const downtimeHours = downtimeMs / MS_PER_HOUR;
  const uptime = Math.max(0, 100 - (downtimeHours / PERFORMANCE_WINDOW_HOURS) * 100);

  const completions = [
    ...input.workOrders.filter((wo) => wo.status === 'completed').map((wo) => wo.date_completed),
    ...input.tasks.map((t) => t.last_completed_date),
  ].filter((d): d is string => Boolean(d));
  const dueDates = input.tasks
    .filter((t) => t.is_active && t.next_due_date)
    .map((t) => t.next_due_date as string);

  return {
    last_maintenance_date: latest(completions),
    next_due_date: earliest(dueDates),
    simple: {
      window_hours: PERFORMANCE_WINDOW_HOURS,
      uptime: round1(uptime),
      efficiency: round1(Math.max(MIN_EFFICIENCY, 100 - EFFICIENCY_PER_BREAKDOWN * inWindow)),
      breakdowns_in_window: inWindow,
      downtime_hours_in_window: Math.round(downtimeHours * 100) / 100,
    },
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
