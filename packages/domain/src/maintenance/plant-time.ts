/** A wall-clock reading in the plant time zone; month is 1–12. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The default plant zone (PLANT_TIME_ZONE's default): "today" and "next year" are counted in UK time. */
export const PLANT_TIME_ZONE = 'Europe/London';

/** The calendar date (YYYY-MM-DD) of `now` in `timeZone`. */
export function calendarDateIn(now: Date, timeZone = PLANT_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** True when Intl knows the IANA zone name (config validation). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
    millisecond: instant.getUTCMilliseconds(),
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
  return asUtc - instant;
}

/**
 * The instant at which the plant's clocks show this wall time. A time skipped by a DST change
 * (01:30 on the last Sunday of March in London) moves forward by the gap.
 */
export function zonedTimeToInstant(parts: ZonedParts, timeZone: string): Date {
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millisecond,
  );
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  return new Date(second);
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds whole calendar days in the plant zone, keeping the wall-clock time across DST changes. */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  const shifted = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return zonedTimeToInstant(
    { ...p, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
    timeZone,
  );
}

/** Moves to a given year and month in the plant zone, clamping the day to the month's last day. */
export function atZonedMonth(
  instant: Date,
  year: number,
  month: number,
  timeZone: string,
  day?: number,
): Date {
  const p = zonedParts(instant, timeZone);
  const normalised = new Date(Date.UTC(year, month - 1, 1));
  const y = normalised.getUTCFullYear();
  const m = normalised.getUTCMonth() + 1;
  return zonedTimeToInstant(
    { ...p, year: y, month: m, day: Math.min(day ?? p.day, daysInMonth(y, m)) },
    timeZone,
  );
}

/** Midnight of the plant day that contains `instant`. */
export function startOfZonedDay(instant: Date, timeZone: string): Date {
  return zonedTimeToInstant(
    { ...zonedParts(instant, timeZone), hour: 0, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
}

/** Adds calendar months in the plant zone: 31 Jan + 1 month = 28 (or 29) Feb. */
export function addZonedMonths(instant: Date, months: number, timeZone: string, day?: number): Date {
  const p = zonedParts(instant, timeZone);
  return atZonedMonth(instant, p.year, p.month + months, timeZone, day);
}

/** True when both instants fall in the same calendar month of the plant. */
export function sameZonedMonth(a: Date, b: Date, timeZone: string): boolean {
  const pa = zonedParts(a, timeZone);
  const pb = zonedParts(b, timeZone);
  return pa.year === pb.year && pa.month === pb.month;
}

/** The first instant of the plant month containing `instant`, and of the month after it. */
export function zonedMonthRange(instant: Date, timeZone: string): { from: Date; to: Date } {
  const p = zonedParts(instant, timeZone);
  const start = { year: p.year, month: p.month, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };
  const next = new Date(Date.UTC(p.year, p.month, 1));
  return {
    from: zonedTimeToInstant(start, timeZone),
    to: zonedTimeToInstant(
      { ...start, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 },
      timeZone,
    ),
  };
}
