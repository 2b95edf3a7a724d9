import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  isCalendarDate,
  isWithinDateRange,
  startTimeProblem,
  timestampSchema,
} from './dates';

const now = new Date('2026-11-22T10:00:00Z');

describe('dates with sane bounds', () => {
  it('accepts 1970 to 2200 and refuses year 0000 and 9999', () => {
    expect(timestampSchema.safeParse('2026-11-22T10:00:00Z').success).toBe(true);
    expect(timestampSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(timestampSchema.safeParse('9999-12-31T23:59:59.999Z').success).toBe(false);
    expect(timestampSchema.safeParse('9999-12-31T23:59:59.999999999Z').success).toBe(false);
    expect(isWithinDateRange('1969-12-31T23:59:59Z')).toBe(false);
    expect(isWithinDateRange('2200-12-31T23:00:00Z')).toBe(true);
  });

  it('bounds calendar dates (YYYY-MM-DD) the same way: every date query and field inherits it', () => {
    const date = calendarDateSchema();
    expect(date.safeParse('2026-11-22').success).toBe(true);
    expect(date.safeParse('1970-01-01').success).toBe(true);
    expect(date.safeParse('2200-12-31').success).toBe(true);
    for (const bad of [
      '0000-01-01',
      '9999-12-31',
      '1969-12-31',
      '2201-01-01',
      '2026-02-30',
      '2026-1-1',
      20261122,
    ]) {
      expect(date.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(date.safeParse('0000-01-01').error?.issues[0].message).toBe(
      'Must be a date (YYYY-MM-DD) between 1970-01-01 and 2200-12-31',
    );
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });

  it('refuses a breakdown start before the asset was bought, or more than 10 years back', () => {
    expect(startTimeProblem(new Date('0001-01-01T00:00:00Z'), now)).toMatch(/more than 10 years ago/);
    expect(startTimeProblem(new Date('2020-01-01T00:00:00Z'), now, '2021-05-01')).toMatch(
      /before the asset was bought \(2021-05-01\)/,
    );
    expect(startTimeProblem(new Date('2026-11-21T10:00:00Z'), now, '2021-05-01')).toBeNull();
  });
});
