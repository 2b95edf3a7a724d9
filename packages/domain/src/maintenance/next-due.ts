import type { TASK_FREQUENCIES } from '../common/enums';
import {
  addZonedDays,
  addZonedMonths,
  atZonedMonth,
  daysInMonth,
  zonedParts,
  zonedTimeToInstant,
} from './plant-time';

export type TaskFrequency = (typeof TASK_FREQUENCIES)[number];
export const SCHEDULE_MODES = ['frequency', 'specific'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

/** The schedule fields of a task (spec §3, including the client-only ones we store). */
export interface TaskSchedule {
  frequency: TaskFrequency;
  custom_frequency_days: number | null;
  schedule_mode: ScheduleMode;
  specific_year: number | null;
  specific_month: number | null;
  specific_date: number | null;
  specific_time: string | null;
}

/** A custom interval over ten years is a typo rather than a plan; unbounded, it overflowed the column. */
export const MAX_CUSTOM_FREQUENCY_DAYS = 3660;

export const SCHEDULE_REASONS = {
  customDays: 'Custom frequency needs a number of days of at least 1',
  customDaysMax: `Custom frequency may be at most ${MAX_CUSTOM_FREQUENCY_DAYS.toLocaleString('en-GB')} days (ten years)`,
  month: 'Month must be between 1 and 12',
  day: 'Day is not valid for that month',
  time: 'Time must be HH:MM',
  year: 'Year must be between 2000 and 2100',
  specificDate: 'A specific schedule needs a month, a day and a time',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Checks a schedule (spec §5, plus a sane upper bound): custom needs custom_frequency_days from 1 to 3,660; a specific date
 * needs month 1–12, a day valid for that month (29 Feb only in a leap year when the year is given)
 * and a time HH:MM. Failures are returned per field.
 */
export function scheduleFailures(s: TaskSchedule): Array<{ field: keyof TaskSchedule; message: string }> {
  const failures: Array<{ field: keyof TaskSchedule; message: string }> = [];
  if (
    s.frequency === 'custom' &&
    !(Number.isInteger(s.custom_frequency_days) && (s.custom_frequency_days ?? 0) >= 1)
  ) {
    failures.push({ field: 'custom_frequency_days', message: SCHEDULE_REASONS.customDays });
  } else if ((s.custom_frequency_days ?? 0) > MAX_CUSTOM_FREQUENCY_DAYS) {
    failures.push({ field: 'custom_frequency_days', message: SCHEDULE_REASONS.customDaysMax });
  }
  if (
    s.specific_year !== null &&
    (!Number.isInteger(s.specific_year) || s.specific_year < 2000 || s.specific_year > 2100)
  ) {
    failures.push({ field: 'specific_year', message: SCHEDULE_REASONS.year });
  }
  const monthOk =
    s.specific_month === null ||
    (Number.isInteger(s.specific_month) && s.specific_month >= 1 && s.specific_month <= 12);
  if (!monthOk) failures.push({ field: 'specific_month', message: SCHEDULE_REASONS.month });
  if (s.specific_date !== null) {
    const max = s.specific_month && monthOk ? daysInMonth(s.specific_year ?? 2024, s.specific_month) : 31;
    if (!Number.isInteger(s.specific_date) || s.specific_date < 1 || s.specific_date > max) {
      failures.push({ field: 'specific_date', message: SCHEDULE_REASONS.day });
    }
  }
  if (s.specific_time !== null && !TIME.test(s.specific_time)) {
    failures.push({ field: 'specific_time', message: SCHEDULE_REASONS.time });
  }
  if (s.schedule_mode === 'specific') {
    if (s.specific_month === null || s.specific_date === null || s.specific_time === null) {
      failures.push({ field: 'specific_date', message: SCHEDULE_REASONS.specificDate });
    }
  }
  return failures;
}

function withTime(instant: Date, time: string | null, timeZone: string): Date {
  if (!time) return instant;
  const [h, m] = time.split(':').map(Number);
  return zonedTimeToInstant(
    { ...zonedParts(instant, timeZone), hour: h as number, minute: m as number, second: 0, millisecond: 0 },
    timeZone,
  );
}

/**
 * The due instant of a specific-mode task: its year (or the first year the date is still ahead of
 * `now`), month, day and time in the plant zone.
 */
export function specificDueDate(s: TaskSchedule, now: Date, timeZone: string): Date | null {
  if (s.specific_month === null || s.specific_date === null) return null;
  const build = (year: number) =>
    withTime(
      atZonedMonth(now, year, s.specific_month as number, timeZone, s.specific_date as number),
      s.specific_time,
      timeZone,
    );
  if (s.specific_year !== null) return build(s.specific_year);
  const thisYear = zonedParts(now, timeZone).year;
  const candidate = build(thisYear);
  return candidate.getTime() > now.getTime() ? candidate : build(thisYear + 1);
}

/**
 * The first date after `now` in the cycle of a month-based schedule anchored at its specific month: a
 * quarterly task anchored in December falls in December, March, June and September, so completing it
 * in January makes it due in March, never more than one interval away.
 */
function anchoredMonthly(s: TaskSchedule, stepMonths: number, now: Date, timeZone: string): Date {
  // Anchor a year back: the cycle's last occurrence before `now` may be in the previous year (December).
  const year = zonedParts(now, timeZone).year - 1;
  const day = s.specific_date ?? undefined;
  let months = 0;
  let candidate = withTime(
    atZonedMonth(now, year, s.specific_month as number, timeZone, day),
    s.specific_time,
    timeZone,
  );
  while (candidate.getTime() <= now.getTime()) {
    months += stepMonths;
    candidate = withTime(
      atZonedMonth(now, year, (s.specific_month as number) + months, timeZone, day),
      s.specific_time,
      timeZone,
    );
  }
  return candidate;
}

/**
 * The next due date after completing a frequency-mode task at `now` (spec §4): daily +1 day, weekly
 * +7 days, monthly +1 month (with a specific month: that month, or next year if already past),
 * quarterly +3 months and semi-annual +6 months (with a specific month: stepping from it in those
 * increments until in the future), annual +1 year (a specific year and month override when still
 * ahead), custom + custom_frequency_days. Month arithmetic clamps to the month's last day and runs on
 * the plant's wall clock, so a DST change never shifts the time of day.
 */
export function nextDueDate(s: TaskSchedule, now: Date, timeZone: string): Date {
  switch (s.frequency) {
    case 'daily':
      return addZonedDays(now, 1, timeZone);
    case 'weekly':
      return addZonedDays(now, 7, timeZone);
    case 'custom':
      return addZonedDays(now, s.custom_frequency_days ?? 1, timeZone);
    case 'monthly':
      return s.specific_month !== null
        ? anchoredMonthly(s, 12, now, timeZone)
        : addZonedMonths(now, 1, timeZone);
    case 'quarterly':
      return s.specific_month !== null
        ? anchoredMonthly(s, 3, now, timeZone)
        : addZonedMonths(now, 3, timeZone);
    case 'semi-annual':
      return s.specific_month !== null
        ? anchoredMonthly(s, 6, now, timeZone)
        : addZonedMonths(now, 6, timeZone);
    case 'annual': {
      if (s.specific_month !== null && s.specific_year !== null) {
        const override = specificDueDate(s, now, timeZone);
        if (override && override.getTime() > now.getTime()) return override;
      }
      if (s.specific_month !== null) return anchoredMonthly(s, 12, now, timeZone);
      return addZonedMonths(now, 12, timeZone);
    }
  }
}

/** What completing a task writes (spec §4): specific mode completes and deactivates it. */
export function completionSchedule(
  s: TaskSchedule & { next_due_date: string | null },
  now: Date,
  timeZone: string,
): { last_completed_date: string; next_due_date: string | null; is_active: boolean } {
  if (s.schedule_mode === 'specific') {
    return { last_completed_date: now.toISOString(), next_due_date: s.next_due_date, is_active: false };
  }
  return {
    last_completed_date: now.toISOString(),
    next_due_date: nextDueDate(s, now, timeZone).toISOString(),
    is_active: true,
  };
}

/**
 * The first due date of a new task: a specific-mode task is due on its date; otherwise the date the
 * creator chose, or one period from now.
 */
export function initialDueDate(
  s: TaskSchedule,
  chosen: string | null | undefined,
  now: Date,
  timeZone: string,
): string {
  if (s.schedule_mode === 'specific') return (specificDueDate(s, now, timeZone) ?? now).toISOString();
  if (chosen) return new Date(chosen).toISOString();
  return nextDueDate(s, now, timeZone).toISOString();
}
