import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, uuid } from 'drizzle-orm/pg-core';

/** CHECK (column IN (...)) from one of the domain's vocabularies. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

/**
 * A level of one of the domain's ordered vocabularies (priorities, severities, criticalities: low first) as
 * its rank, 0 for the first. Its literals are written into the SQL, so an index on it and an ORDER BY by it
 * are the same expression and the planner matches them.
 */
export function levelRank(column: SQLWrapper, levels: readonly string[]): SQL {
  const whens = levels
    .slice(0, -1)
    .map((level, rank) => `when '${level}' then ${rank}`)
    .join(' ');
  return sql`(case ${column} ${sql.raw(whens)} else ${sql.raw(String(levels.length - 1))} end)`;
}

/**
 * The same rank counted from the most urgent level (critical 0, high 1, medium 2, low 3): the order the list
 * indexes of breakdowns and work orders were built in (migration 0014), so their ORDER BY must be this one.
 */
export function urgencyRank(column: SQLWrapper, levels: readonly string[]): SQL {
  return levelRank(column, [...levels].reverse());
}

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Money and hours come back as JS numbers, not strings (docs/architecture.md#the-api-contract: money is a
 * number).
 */
export const decimal = customType<{
  data: number;
  driverData: string | number;
  config: { precision: number; scale: number };
}>({
  dataType: (config) => `numeric(${config?.precision ?? 14}, ${config?.scale ?? 2})`,
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

const DASH = 45;
const SPACE = 32;
const DOT = 46;
const T = 84;

/**
 * PostgreSQL prints '2026-11-21 08:00:00.5+00' ('2026-11-21T08:00:00.5+00:00' inside JSON); the API speaks
 * ISO-8601 (docs/architecture.md#the-api-contract).
 */
export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // PGlite, and PostgreSQL servers in UTC (the usual), print 'YYYY-MM-DD HH:MM:SS[.ffffff]+00', and inside JSON
  // (the list pages built in the database) 'YYYY-MM-DDTHH:MM:SS[.ffffff]+00:00': rewritten as text, ten times
  // cheaper than parsing a Date (every timestamp of every list page passes here). Milliseconds are cut, not
  // rounded, as Date parsing does; other zones take the general path.
  const length = value.length;
  if (length >= 22 && length <= 32 && value.charCodeAt(4) === DASH) {
    const separator = value.charCodeAt(10);
    const zone = separator === SPACE ? 3 : separator === T ? 6 : 0;
    if (
      zone !== 0 &&
      value.endsWith(zone === 3 ? '+00' : '+00:00') &&
      (length === 19 + zone || (length > 20 + zone && length <= 26 + zone && value.charCodeAt(19) === DOT))
    ) {
      const milliseconds = length === 19 + zone ? '000' : `${value.slice(20, length - zone)}00`.slice(0, 3);
      return `${value.slice(0, 10)}T${value.slice(11, 19)}.${milliseconds}Z`;
    }
  }
  const normalised = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(normalised).toISOString();
}

export const tstz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: toIsoTimestamp,
});

/** A moment the database fills in when the row is written (created_at, sent_at, signed_at, …). */
export const defaultNow = (name: string) => tstz(name).notNull().default(sql`now()`);

/** The key of most tables: a random UUID the database draws. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = {
  created_at: defaultNow('created_at'),
  updated_at: defaultNow('updated_at'),
};

/**
 * GIN indexes without a pending list (fastupdate = off). PGlite runs no autovacuum, so a pending list
 * only empties when it reaches 4 MB, and every search scans it linearly first: on 100,000 seeded rows
 * that made a trigram search 3–8× slower in the search bench. Inserts update the index directly instead.
 */
export const GIN_NO_PENDING_LIST = { fastupdate: false } as const;
