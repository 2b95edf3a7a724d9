import { z } from 'zod';

/** The dates a maintenance record can sensibly carry: nothing before 1970 or after 2200. */
export const EARLIEST_DATE = '1970-01-01';
export const LATEST_DATE = '2200-12-31';
export const DATE_RANGE_MESSAGE = `Dates must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;

const EARLIEST_MS = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/** True for an instant inside the supported range. */
export function isWithinDateRange(value: string | Date): boolean {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(ms) && ms >= EARLIEST_MS && ms <= LATEST_MS;
}

/** An ISO-8601 timestamp with an offset, inside the supported range: the one timestamp schema of the API. */
export const timestampSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isWithinDateRange(value), DATE_RANGE_MESSAGE);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD inside the supported range. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    isWithinDateRange(date)
  );
}

/** A calendar date YYYY-MM-DD inside the supported range: the one date schema of the API. */
export function calendarDateSchema(
  message = `Must be a date (YYYY-MM-DD) between ${EARLIEST_DATE} and ${LATEST_DATE}`,
) {
  return z.string({ error: message }).refine(isCalendarDate, message);
}

/** How far back a breakdown may be reported as having started. */
export const MAX_BACKDATE_YEARS = 10;

/**
 * Why a reported start time is not believable, or null: a breakdown cannot start before its asset was
 * bought, nor more than ten years ago (a typo such as year 0001 would otherwise claim centuries of downtime).
 */
export function startTimeProblem(start: Date, now: Date, purchaseDate?: string | null): string | null {
  if (purchaseDate && start.getTime() < Date.parse(`${purchaseDate}T00:00:00Z`)) {
    return `A breakdown cannot start before the asset was bought (${purchaseDate})`;
  }
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - MAX_BACKDATE_YEARS);
  if (start.getTime() < earliest.getTime()) {
    return `A breakdown cannot start more than ${MAX_BACKDATE_YEARS} years ago: check the year`;
  }
  return null;
}
