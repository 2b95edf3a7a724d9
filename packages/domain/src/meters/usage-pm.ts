/**
 * Usage-based preventive maintenance (docs/decisions/usage-pm.md): a task's meter trigger, when a usage task falls due,
 * which of a calendar and a usage due date comes first, and the gauge limit's armed side that makes "one
 * work order per crossing" exact. Pure: the caller passes the readings, the rate and `now`.
 */

import { formatReading, formatUsageRate } from './meter-format';
import {
  firstDue,
  type GaugeCrossing,
  type GaugeLimits,
  type MeterKind,
  type MeterReading,
  usageOver,
} from './meter-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a task falls due: by the calendar, by the meter, or whichever comes first. */
export const TASK_TRIGGERS = ['calendar', 'usage', 'either'] as const;
export type TaskTrigger = (typeof TASK_TRIGGERS)[number];
export const TASK_TRIGGER_LABELS: Record<TaskTrigger, string> = {
  calendar: 'On the calendar',
  usage: 'By meter usage',
  either: 'Whichever comes first',
};

export interface MeterTrigger {
  meter_id: string;
  every?: number | null;
  above?: number | null;
  below?: number | null;
}

/**
 * Why a meter trigger does not fit its meter, in plain words, or null: a counter needs `every` (and no
 * limits), a gauge needs `above` or `below` (and no `every`), and a gauge's lower limit is below its upper.
 */
export function meterTriggerProblem(
  trigger: MeterTrigger,
  meter: { kind: MeterKind; unit: string },
): { field: 'every' | 'above' | 'below'; message: string } | null {
  const hasLimit = trigger.above != null || trigger.below != null;
  if (meter.kind === 'cumulative') {
    if (hasLimit)
      return {
        field: trigger.above != null ? 'above' : 'below',
        message: 'This meter counts up: give "every how many" instead of a limit',
      };
    if (trigger.every == null || !(trigger.every > 0))
      return { field: 'every', message: `Say every how many ${meter.unit} the task is due` };
    return null;
  }
  if (trigger.every != null)
    return { field: 'every', message: 'This meter is a gauge: give a limit above or below instead' };
  if (!hasLimit) return { field: 'above', message: 'Give a limit the reading must stay below or above' };
  if (trigger.above != null && trigger.below != null && trigger.below >= trigger.above)
    return { field: 'below', message: 'The lower limit must be below the upper limit' };
  return null;
}

export interface UsageDue {
  /** When the task falls (or fell) due by usage; null when there is no rate to forecast from. */
  due_at: Date | null;
  /** True when `due_at` is a forecast from the usage rate, false when the meter has passed the mark. */
  forecast: boolean;
  /** Units used since the completion's reading, and how many remain (≤ 0: due). */
  used: number;
  remaining: number;
}

/**
 * When a usage task falls due. `since_completion` are the readings from the one the task was last done at,
 * in date order. Once the meter has counted `every` units the due date is the reading that passed the mark
 * (it does not move with later readings); before that it is forecast from the last 30 days' rate, counted
 * from the latest reading. A 500-hour task done at 20 h is due when the meter passes 520 h.
 */
export function usageDue(
  every: number,
  since_completion: readonly MeterReading[],
  ratePerDay: number | null,
): UsageDue {
  let used = 0;
  for (let i = 1; i < since_completion.length; i++) {
    used += usageOver(since_completion.slice(i - 1, i + 1));
    if (used >= every)
      return { due_at: since_completion[i].taken_at, forecast: false, used, remaining: every - used };
  }
  const remaining = every - used;
  const latest = since_completion[since_completion.length - 1];
  if (!latest || !ratePerDay || ratePerDay <= 0) return { due_at: null, forecast: false, used, remaining };
  return {
    due_at: new Date(latest.taken_at.getTime() + (remaining / ratePerDay) * DAY_MS),
    forecast: true,
    used,
    remaining,
  };
}

/**
 * A task's due date from its trigger: the calendar's, the usage one, or whichever comes first. `forecast`
 * says the date shown is a forecast from usage (the calendar draws it as such).
 */
export function taskDueFromTrigger(
  trigger: TaskTrigger,
  calendarDue: Date | null,
  usage: UsageDue | null,
): { next_due_date: Date | null; forecast: boolean } {
  if (trigger === 'calendar' || !usage) return { next_due_date: calendarDue, forecast: false };
  const usageDate = usage.due_at;
  if (trigger === 'usage')
    return { next_due_date: usageDate, forecast: usageDate !== null && usage.forecast };
  const first = firstDue(calendarDue, usageDate);
  return { next_due_date: first, forecast: first !== null && first === usageDate && usage.forecast };
}

/** The side of its limits a gauge reading is on: beyond the upper, below the lower, or inside (null). */
export function gaugeSide(value: number, limits: GaugeLimits): GaugeCrossing | null {
  if (limits.above != null && value > limits.above) return 'above';
  if (limits.below != null && value < limits.below) return 'below';
  return null;
}

/**
 * A gauge task's step on a new (latest) reading: the side it is now on, kept on the task, and the crossing to
 * raise a work order for, if any. A crossing is a move from inside (or the other side) to beyond a limit, so
 * readings that stay above 80 raise nothing more; falling back inside re-arms it.
 */
export function gaugeStep(
  lastSide: GaugeCrossing | null,
  value: number,
  limits: GaugeLimits,
): { side: GaugeCrossing | null; crossing: GaugeCrossing | null } {
  const side = gaugeSide(value, limits);
  return { side, crossing: side && side !== lastSide ? side : null };
}

/** The work order a gauge crossing raises: what crossed, its value and unit, when and who read it. */
export function gaugeWorkOrder(input: {
  task: { title: string; asset_id: string; priority: 'low' | 'medium' | 'high' | 'critical' };
  meter: { name: string; unit: string };
  crossing: GaugeCrossing;
  limit: number;
  reading: { value: number; taken_at: Date; recorded_by_name: string | null };
  when: string;
}) {
  const { task, meter, crossing, limit, reading } = input;
  const words = crossing === 'above' ? 'rose above' : 'fell below';
  return {
    title: `${task.title}: ${meter.name} ${words} ${formatReading(limit, meter.unit)}`,
    description:
      `${meter.name} read ${formatReading(reading.value, meter.unit)} at ${input.when}` +
      `${reading.recorded_by_name ? `, recorded by ${reading.recorded_by_name}` : ''}; ` +
      `the limit is ${crossing === 'above' ? 'at most' : 'at least'} ${formatReading(limit, meter.unit)}.`,
    asset_id: task.asset_id,
    priority: task.priority,
    maintenance_type: 'corrective' as const,
    date_scheduled: reading.taken_at.toISOString(),
    estimated_duration: 1,
    assigned_to: null,
    notes: null,
    checklist: [],
  };
}

/** "Due at 520 h (now 488 h, ≈ 14 h a day → around 28 Nov)" for a task page. */
export function usageDueSentence(input: {
  unit: string;
  due_at_value: number;
  current: number | null;
  rate_per_day: number | null;
  forecast_date_label: string | null;
}): string {
  const parts = [`Due at ${formatReading(input.due_at_value, input.unit)}`];
  const detail: string[] = [];
  if (input.current != null) detail.push(`now ${formatReading(input.current, input.unit)}`);
  if (input.rate_per_day != null && input.rate_per_day > 0) {
    detail.push(
      `${formatUsageRate(input.rate_per_day, input.unit)}${input.forecast_date_label ? ` → around ${input.forecast_date_label}` : ''}`,
    );
  } else if (input.current != null && input.current < input.due_at_value) {
    detail.push('not enough readings to forecast a date');
  }
  return detail.length > 0 ? `${parts[0]} (${detail.join(', ')})` : parts[0];
}
