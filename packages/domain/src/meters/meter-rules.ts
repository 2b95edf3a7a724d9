/**
 * Meters and usage-based maintenance: the rules a reading is checked by, how much a meter was used,
 * when a usage task falls due and when a gauge crosses its limit. Pure: the caller passes `now` and
 * the readings; nothing here reads the clock or the database.
 */

/** A cumulative meter counts up (run hours, cycles, kWh, litres); a gauge reads a level (°C, bar, mm/s). */
export const METER_KINDS = ['cumulative', 'gauge'] as const;
export type MeterKind = (typeof METER_KINDS)[number];
export const METER_KIND_LABELS: Record<MeterKind, string> = {
  cumulative: 'Counts up (hours, cycles, kWh, litres)',
  gauge: 'Gauge (temperature, pressure, vibration)',
};
/** The kind in one word, for a meter's card and badges. */
export const METER_KIND_SHORT_LABELS: Record<MeterKind, string> = {
  cumulative: 'Counter',
  gauge: 'Gauge',
};

/** A reading may be dated up to five minutes ahead of the server's clock (a phone's clock runs fast). */
export const READING_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Usage rates and forecasts look at the last 30 days. */
export const USAGE_RATE_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MeterReading {
  value: number;
  taken_at: Date;
  /** The meter was reset (replaced, or rolled over) before this reading: it counts again from zero. */
  reset?: boolean;
}

export type ReadingRefusal =
  | { code: 'reading_in_future' }
  | { code: 'reading_below_last'; last: number }
  | { code: 'reading_above_next'; next: number };

/**
 * Why a new reading is refused, or null. Any reading dated more than five minutes ahead is refused. A
 * cumulative meter only counts up: a value below the reading before it (by date) is refused unless it
 * is marked as a reset, and a back-dated value above the reading after it is refused too.
 */
export function readingRefusal(input: {
  kind: MeterKind;
  reading: MeterReading;
  /** The meter's readings closest before and after the new one's date, when there are any. */
  before?: MeterReading | null;
  after?: MeterReading | null;
  now: Date;
}): ReadingRefusal | null {
  const { kind, reading, before, after, now } = input;
  if (reading.taken_at.getTime() > now.getTime() + READING_FUTURE_TOLERANCE_MS) {
    return { code: 'reading_in_future' };
  }
  if (kind === 'gauge') return null;
  if (before && !reading.reset && reading.value < before.value) {
    return { code: 'reading_below_last', last: before.value };
  }
  if (after && !after.reset && reading.value > after.value)
    return { code: 'reading_above_next', next: after.value };
  return null;
}

/**
 * How much a cumulative meter counted over a run of readings in date order: the sum of each step up,
 * where a reading after a reset counts from zero (a new hour meter showing 12 h added 12 h).
 */
export function usageOver(readings: readonly MeterReading[]): number {
  let used = 0;
  for (let i = 1; i < readings.length; i++) {
    const step = readings[i].reset ? readings[i].value : readings[i].value - readings[i - 1].value;
    used += Math.max(0, step);
  }
  return used;
}

/**
 * Average use per day over the last 30 days (readings in date order), from the first to the last
 * reading inside the window; null when fewer than two readings fall inside it or no time passed.
 */
export function usageRatePerDay(readings: readonly MeterReading[], now: Date): number | null {
  const from = now.getTime() - USAGE_RATE_WINDOW_DAYS * DAY_MS;
  const recent = readings.filter(
    (r) => r.taken_at.getTime() >= from && r.taken_at.getTime() <= now.getTime(),
  );
  if (recent.length < 2) return null;
  const days = (recent[recent.length - 1].taken_at.getTime() - recent[0].taken_at.getTime()) / DAY_MS;
  return days > 0 ? usageOver(recent) / days : null;
}

export interface UsageSchedule {
  /** Due every this many units of the meter (500 run hours, 500,000 cycles). */
  every: number;
  /** The readings since the task was last completed, in date order, starting with the reading it was done at. */
  since_completion: readonly MeterReading[];
}

/** Units used since the last completion, and how many remain before the task is due (≤ 0: due). */
export function usageProgress(schedule: UsageSchedule): { used: number; remaining: number } {
  const used = usageOver(schedule.since_completion);
  return { used, remaining: schedule.every - used };
}

/** A usage task is due once the meter has counted `every` units since the reading it was last done at. */
export function isUsageDue(schedule: UsageSchedule): boolean {
  return usageProgress(schedule).remaining <= 0;
}

/**
 * When a usage task is forecast to fall due: now when it already is; otherwise the remaining units at the
 * last 30 days' rate, counted from the latest reading. Null when there is no rate to forecast from.
 */
export function forecastUsageDue(schedule: UsageSchedule, ratePerDay: number | null): Date | null {
  const { remaining } = usageProgress(schedule);
  const latest = schedule.since_completion[schedule.since_completion.length - 1];
  if (!latest) return null;
  if (remaining <= 0) return latest.taken_at;
  if (!ratePerDay || ratePerDay <= 0) return null;
  return new Date(latest.taken_at.getTime() + (remaining / ratePerDay) * DAY_MS);
}

/** A task on both the calendar and a meter is due at whichever comes first. */
export function firstDue(calendar: Date | null, usage: Date | null): Date | null {
  if (!calendar) return usage;
  if (!usage) return calendar;
  return calendar.getTime() <= usage.getTime() ? calendar : usage;
}

export interface GaugeLimits {
  above?: number | null;
  below?: number | null;
}

export type GaugeCrossing = 'above' | 'below';

/**
 * The limit a gauge reading crosses, or null: a crossing is the move from inside the limits to beyond
 * one, so readings that stay beyond it raise nothing more (one work order per crossing, not per reading).
 * The first reading of a meter that is already beyond a limit counts as a crossing.
 */
export function gaugeCrossing(
  previous: number | null | undefined,
  value: number,
  limits: GaugeLimits,
): GaugeCrossing | null {
  const beyond = (v: number): GaugeCrossing | null => {
    if (limits.above != null && v > limits.above) return 'above';
    if (limits.below != null && v < limits.below) return 'below';
    return null;
  };
  const now = beyond(value);
  if (!now) return null;
  return previous == null || beyond(previous) !== now ? now : null;
}
