import { type SQL, sql } from 'drizzle-orm';

/**
 * Filters by plant calendar day (docs/decisions/plant-time.md): a day typed as a date is the plant's day, from
 * midnight on the plant's clock to the next midnight, whatever the server's zone. Records and the audit pack's
 * temporary repairs read their `from`–`to` period through these, so both hold the same days.
 */

/** The instant the plant day `day` (YYYY-MM-DD) begins. */
export function plantDayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${timeZone}`;
}

/** The instant the plant day `day` (YYYY-MM-DD) ends: the next day's midnight, excluded. */
export function plantDayEnd(day: string, timeZone: string): SQL {
  return sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;
}
