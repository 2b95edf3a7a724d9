import {
  calendarDateIn,
  isValidTimeZone,
  PLANT_TIME_ZONE,
  zonedParts,
  zonedTimeToInstant,
} from '../maintenance/plant-time';

/**
 * Display formats of spec §9, shared by every screen: hours, percentages, GBP, counts, rates, dates
 * and times, and the health-score and availability colours.
 */

/**
 * A length of time in hours, in the one format every screen, PDF and message uses: '2 min',
 * '1 h 39 min', and from a day on days and hours, '3 d 4 h' (never '0.03 h'). Under half a minute
 * of something is '< 1 min'; nothing is '0 min'.
 */
export function formatDuration(hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) return '0 min';
  const minutes = Math.round(hours * 60);
  if (minutes === 0) return '< 1 min';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
  }
  const wholeHours = Math.round(minutes / 60);
  const days = Math.floor(wholeHours / 24);
  const rest = wholeHours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

/** Hours in the one duration format (formatDuration): MTTR, MTBF, downtime, estimated and actual time. */
export const formatHours = formatDuration;

/**
 * A clock that is still running, in the same words with its seconds so it visibly ticks:
 * '4 h 4 min 36 s', '12 min 5 s', '2 d 3 h 10 min'.
 */
export function formatRunningDuration(hours: number): string {
  const seconds = Math.max(0, Math.floor((Number.isFinite(hours) ? hours : 0) * 3600 + 1e-6));
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d > 0) return `${d} d ${h} h ${m} min`;
  if (h > 0) return `${h} h ${m} min ${s} s`;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

/** A percentage to one decimal: 97.25 → '97.3%'. */
export function formatPercent(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)}%`;
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Money in GBP without decimals (spec §9): 1234.56 → '£1,235'. */
export function formatCurrency(value: number): string {
  return gbp.format(Number.isFinite(value) ? value : 0);
}

const gbpPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount as typed or stored, to the penny when it has pence (a plan cell): 1666.67 → '£1,666.67',
 * 2000 → '£2,000'.
 */
export function formatCurrencyExact(value: number): string {
  const amount = Number.isFinite(value) ? value : 0;
  return Number.isInteger(amount) ? gbp.format(amount) : gbpPence.format(amount);
}

/** A count, rounded: 12.6 → '13'. */
export function formatCount(value: number): string {
  return Math.round(Number.isFinite(value) ? value : 0).toLocaleString('en-GB');
}

/** A rate to two decimals, '< 0.01' below 0.01 (zero stays '0.00'). */
export function formatRate(value: number): string {
  const v = Number.isFinite(value) ? value : 0;
  if (v > 0 && v < 0.01) return '< 0.01';
  return v.toFixed(2);
}

export type ScoreColour = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

/** Health score colour: green at 90 or more, blue 80, yellow 70, orange 60, else red. */
export function healthScoreColour(score: number): ScoreColour {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  if (score >= 60) return 'orange';
  return 'red';
}

/** Availability colour: green at 95, blue 90, yellow 85, orange 80, else red. */
export function availabilityColour(availability: number): ScoreColour {
  if (availability >= 95) return 'green';
  if (availability >= 90) return 'blue';
  if (availability >= 85) return 'yellow';
  if (availability >= 80) return 'orange';
  return 'red';
}

// Dates and times are shown on the plant's clock (PLANT_TIME_ZONE on the server), in British order:
// '2 Mar 2026, 08:00', wherever the reader's browser or the server process happens to be
// (docs/decisions/plant-time.md).
let displayZone: string = PLANT_TIME_ZONE;

/**
 * Sets the zone every date and time below is shown in: the web sets the plant's zone once its
 * session says which it is. Until then it is the default plant zone (Europe/London) rather than the
 * browser's, so a screen never shows one person's clock to another. An unknown name is ignored.
 */
export function setDisplayTimeZone(timeZone: string): void {
  if (timeZone !== displayZone && isValidTimeZone(timeZone)) displayZone = timeZone;
}

/** The zone dates and times are shown in (the plant's, once the web has its session). */
export function displayTimeZone(): string {
  return displayZone;
}

const FORMATS = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  month: { month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type FormatName = keyof typeof FORMATS;

const formatCache = new Map<string, Intl.DateTimeFormat>();
function formatFor(name: FormatName, timeZone: string): Intl.DateTimeFormat {
  const key = `${name}|${timeZone}`;
  let format = formatCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...FORMATS[name], timeZone });
    formatCache.set(key, format);
  }
  return format;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | number | Date | null | undefined;

function formatWith(name: FormatName, value: DateInput, empty: string, timeZone = displayZone): string {
  if (value === null || value === undefined || value === '') return empty;
  // A plain date (YYYY-MM-DD) is a calendar day, the same in every zone: shown as it is written.
  const plain = typeof value === 'string' ? PLAIN_DATE.exec(value) : null;
  if (plain) {
    const noon = Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]), 12);
    return formatFor(name, 'UTC').format(noon);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatFor(name, timeZone).format(date);
}

/** A calendar day: '15 Jan 2026' for a date (YYYY-MM-DD) or a timestamp; `empty` ('—') when there is none. */
export function formatDate(value: DateInput, empty = '—'): string {
  return formatWith('date', value, empty);
}

/** A day without its year, for chart axes: '2 Mar'. */
export function formatDayMonth(value: DateInput, empty = '—'): string {
  return formatWith('dayMonth', value, empty);
}

/**
 * The calendar day of an instant in a given zone (the plant's, on the server): '15 Jan 2026', whatever
 * zone the process runs in.
 */
export function formatDateIn(value: string | Date, timeZone: string): string {
  return formatWith('date', value, '—', timeZone);
}

/** A timestamp as people on the floor read it: '2 Mar 2026, 08:00'; `empty` ('—') when there is none. */
export function formatDateTime(value: DateInput, empty = '—'): string {
  return formatWith('dateTime', value, empty);
}

/**
 * An instant for a printed record, independent of the reader's zone: '2026-11-20 10:00 UTC'
 * (certificates and audit packs). `empty` for a missing value.
 */
export function formatUtcTimestamp(value: string | null | undefined, empty = '-'): string {
  if (!value || !Number.isFinite(Date.parse(value))) return empty;
  return `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * An instant for a printed record or an e-mail in the plant's zone, with the zone's name so a reader
 * anywhere knows which clock it is: '20 Nov 2026, 10:00 GMT', '1 Jun 2026, 08:30 BST'. `empty` for
 * nothing.
 */
export function formatPlantTimestamp(
  value: string | null | undefined,
  timeZone: string,
  empty = '-',
): string {
  if (!value || !Number.isFinite(Date.parse(value))) return empty;
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** A day written out: '15 January 2026'. */
export function formatLongDate(value: DateInput, empty = '—'): string {
  return formatWith('longDate', value, empty);
}

/** A time of day to the second: '08:00:05'. */
export function formatTime(value: DateInput, empty = '—'): string {
  return formatWith('time', value, empty);
}

/** A time of day to the minute: '10:42'. */
export function formatClock(value: DateInput, empty = '—'): string {
  return formatWith('clock', value, empty);
}

/** A calendar month's title: 'March 2026'. */
export function formatMonth(value: DateInput, empty = '—'): string {
  return formatWith('month', value, empty);
}

/** A value for a details list: '—' for nothing. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A datetime-local input's value ('2026-03-02T08:00') for a timestamp, on the plant's clock: the input
 * shows what the plant's clocks showed, whichever zone the browser is in.
 */
export function toDateTimeLocal(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, displayZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * An ISO timestamp from a datetime-local input's value read on the plant's clock, or null when empty or
 * invalid.
 */
export function fromDateTimeLocal(value: string): string | null {
  const m = DATE_TIME_LOCAL.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((n) => Number(n ?? 0));
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return null;
  }
  return zonedTimeToInstant(
    { year, month, day, hour, minute, second, millisecond: 0 },
    displayZone,
  ).toISOString();
}

/** Today's date (YYYY-MM-DD) on the plant's calendar: the default of a date input, 'this year'. */
export function plantToday(now: Date = new Date()): string {
  return calendarDateIn(now, displayZone);
}

/**
 * The instants a range of plant calendar days (YYYY-MM-DD, both ends included) covers, for a
 * date-range filter: from the first day's midnight to the last millisecond of the last day.
 */
export function plantDayRange(from: string | null | undefined, to: string | null | undefined) {
  const midnight = (date: string, addDays: number) => {
    const m = PLAIN_DATE.exec(date);
    if (!m) return undefined;
    return zonedTimeToInstant(
      {
        year: Number(m[1]),
        month: Number(m[2]),
        day: Number(m[3]) + addDays,
        hour: 0,
        minute: 0,
        second: 0,
        millisecond: 0,
      },
      displayZone,
    );
  };
  const start = from ? midnight(from, 0) : undefined;
  const next = to ? midnight(to, 1) : undefined;
  return {
    from: start?.toISOString(),
    to: next ? new Date(next.getTime() - 1).toISOString() : undefined,
  };
}

/** A sequential number people quote: prefix, plant year and a six-digit sequence (WO-2026-000123). */
export function sequentialNumber(prefix: 'WO' | 'REC', year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The reference a work order had before sequential numbers: 'WO-' plus its id's first 8 characters
 * (spec §3). Links and searches that quote it still find the work order.
 */
export function legacyWorkOrderReference(id: string): string {
  return `WO-${id.slice(0, 8)}`;
}

/**
 * How a work order is referred to everywhere (lists, cards, PDFs, notifications): its sequential
 * number, WO-2026-000123; the old id reference only for a row read before it had one.
 */
export function workOrderNumber(workOrder: { id: string; number?: string | null }): string {
  return workOrder.number || legacyWorkOrderReference(workOrder.id);
}
