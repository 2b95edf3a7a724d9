import { describe, expect, it } from 'vitest';
import { isWithinDateRange, startTimeProblem, timestampSchema } from './dates';

const now = new Date('2026-11-22T10:00:00Z');

describe('dates with sane bounds (issue 10 #4)', () => {
  it('accepts 1970 to 2200 and refuses year 0000 and 9999', () => {
    expect(timestampSchema.safeParse('2026-11-22T10:00:00Z').success).toBe(true);
    expect(timestampSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(timestampSchema.safeParse('9999-12-31T23:59:59.999Z').success).toBe(false);
    expect(timestampSchema.safeParse('9999-12-31T23:59:59.999999999Z').success).toBe(false);
    expect(isWithinDateRange('1969-12-31T23:59:59Z')).toBe(false);
    expect(isWithinDateRange('2200-12-31T23:00:00Z')).toBe(true);
  });

  it('refuses a breakdown start before the asset was bought, or more than 10 years back', () => {
    expect(startTimeProblem(new Date('0001-01-01T00:00:00Z'), now)).toMatch(/more than 10 years ago/);
    expect(startTimeProblem(new Date('2020-01-01T00:00:00Z'), now, '2021-05-01')).toMatch(
      /before the asset was bought \(2021-05-01\)/,
    );
    expect(startTimeProblem(new Date('2026-11-21T10:00:00Z'), now, '2021-05-01')).toBeNull();
  });
});
