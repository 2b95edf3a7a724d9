import { z } from 'zod';

/** The range of a PostgreSQL integer (int4) column: anything outside it fails the insert. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * True when a number has at most `decimals` decimal places as its column stores them: a non-zero value
 * smaller than one unit of the last place (1e-300 for 2 decimals) would be stored as 0, so it does not.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 && (value === 0 || Math.abs(scaled) >= 1 - 1e-6);
}

interface NumberOptions {
  /** Starts each message ('Year of manufacture must be …'); the error's path names the field anyway. */
  name?: string;
}

const mustBe = (name: string | undefined, rest: string) =>
  name ? `${name} must be ${rest}` : `Must be ${rest}`;

/** A whole number an integer column holds, within `min`..`max` (the column's range by default). */
export function wholeNumberSchema({
  min = INT4_MIN,
  max = INT4_MAX,
  name,
}: NumberOptions & { min?: number; max?: number } = {}) {
  const low = Math.max(min, INT4_MIN);
  const high = Math.min(max, INT4_MAX);
  return z
    .number({ error: mustBe(name, 'a whole number') })
    .int(mustBe(name, 'a whole number'))
    .min(low, mustBe(name, `${low} or more`))
    .max(high, mustBe(name, `${high} or less`));
}

/**
 * A number for a numeric(precision, scale) column, 0 to `max`. A positive one must be at least one unit
 * of the column's last decimal place (0.01 for two decimals): anything smaller is stored as 0 and breaks
 * the column's "more than 0" rule. More decimals than the column keeps are rounded by the database.
 */
export function decimalSchema({
  scale,
  max,
  positive = false,
  name,
}: NumberOptions & { scale: number; max: number; positive?: boolean }) {
  const min = positive ? 10 ** -scale : 0;
  return z
    .number({ error: mustBe(name, 'a number') })
    .min(min, mustBe(name, positive ? `at least ${min}` : '0 or more'))
    .max(max, mustBe(name, `${max.toLocaleString('en-GB')} or less`));
}
