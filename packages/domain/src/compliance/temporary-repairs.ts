import { calendarDateIn } from '../maintenance/plant-time';
import type { WorkOrderStatus } from '../work-orders/status';

/**
 * The temporary repairs register (BRCGS 4.7.3, docs/decisions/temporary-repairs.md): every breakdown or work
 * order completed with a temporary fix, its permanent-repair deadline and the follow-up work order that makes
 * the repair permanent.
 */
export const TEMPORARY_REPAIR_STATES = ['open', 'overdue', 'closed'] as const;
export type TemporaryRepairState = (typeof TEMPORARY_REPAIR_STATES)[number];

export const TEMPORARY_REPAIR_STATE_LABELS: Record<TemporaryRepairState, string> = {
  open: 'Open',
  overdue: 'Overdue',
  closed: 'Closed',
};

/** What the repair was made on: a breakdown or a work order. */
export const TEMPORARY_REPAIR_SOURCES = ['breakdown', 'work_order'] as const;
export type TemporaryRepairSource = (typeof TEMPORARY_REPAIR_SOURCES)[number];
export const TEMPORARY_REPAIR_SOURCE_LABELS: Record<TemporaryRepairSource, string> = {
  breakdown: 'Breakdown',
  work_order: 'Work order',
};

/**
 * The one follow-up status that closes a temporary repair: the permanent repair was done. A cancelled
 * follow-up does not close it — the temporary repair is still in the plant — so it stays open (or overdue).
 * The server's SQL filters and counts are built from this constant, so they cannot disagree with the rule.
 */
export const TEMPORARY_REPAIR_CLOSING_STATUS: WorkOrderStatus = 'completed';

export interface TemporaryRepairFacts {
  permanent_repair_deadline: string | Date | null;
  /** The follow-up work order's status; null when it has none (a repair made before follow-ups existed). */
  follow_up_status: WorkOrderStatus | null;
}

/**
 * closed: the follow-up work order is completed. overdue: not closed and the permanent-repair deadline (an
 * instant, typed as a plant-time date and time) has passed. open: anything else — including a repair whose
 * follow-up was cancelled or that has no deadline.
 */
export function temporaryRepairState(repair: TemporaryRepairFacts, now: Date): TemporaryRepairState {
  if (repair.follow_up_status === TEMPORARY_REPAIR_CLOSING_STATUS) return 'closed';
  if (
    repair.permanent_repair_deadline &&
    new Date(repair.permanent_repair_deadline).getTime() < now.getTime()
  )
    return 'overdue';
  return 'open';
}

const DAY_MS = 86_400_000;

/** Whole plant-calendar days from `from`'s date to `to`'s date (negative when `to` is earlier). */
function plantDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (instant: Date) => Date.parse(`${calendarDateIn(instant, timeZone)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * The deadline in words, counted in plant calendar days: "Overdue by 3 days", "Overdue since today",
 * "Due today", "Due tomorrow", "Due in 5 days"; "Permanent repair done" once closed and "No deadline" without one.
 */
export function temporaryRepairDeadlineText(
  repair: TemporaryRepairFacts,
  now: Date,
  timeZone: string,
): string {
  const state = temporaryRepairState(repair, now);
  if (state === 'closed') return 'Permanent repair done';
  if (!repair.permanent_repair_deadline) return 'No deadline';
  const days = plantDaysBetween(now, new Date(repair.permanent_repair_deadline), timeZone);
  if (state === 'overdue') {
    const late = -days;
    if (late <= 0) return 'Overdue since today';
    return `Overdue by ${late} ${late === 1 ? 'day' : 'days'}`;
  }
  if (days <= 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

/** The managers' daily alert while any temporary repair is overdue: how many, and the oldest. */
export function temporaryRepairsOverdueNotification(input: {
  overdue: number;
  oldest: { title: string; asset_name: string | null; permanent_repair_deadline: string };
  now: Date;
  timeZone: string;
}) {
  const late = Math.max(
    0,
    -plantDaysBetween(input.now, new Date(input.oldest.permanent_repair_deadline), input.timeZone),
  );
  const many = input.overdue === 1 ? '1 temporary repair is' : `${input.overdue} temporary repairs are`;
  const where = input.oldest.asset_name ? ` on ${input.oldest.asset_name}` : '';
  const since = late === 0 ? 'since today' : `by ${late} ${late === 1 ? 'day' : 'days'}`;
  return {
    notification_type: 'maintenance_due' as const,
    title: 'Temporary repairs overdue',
    message: `${many} past the permanent-repair deadline. The oldest: "${input.oldest.title}"${where}, overdue ${since}.`,
    urgency: 'high' as const,
    metadata: { link: '/compliance/temporary-repairs?state=overdue', overdue: input.overdue },
  };
}
