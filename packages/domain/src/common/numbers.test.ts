import { describe, expect, it } from 'vitest';
import { decimalSchema, hasAtMostDecimals, INT4_MAX, wholeNumberSchema } from './numbers';

describe('hasAtMostDecimals', () => {
  it('accepts what the column stores exactly and refuses more decimals', () => {
    expect(hasAtMostDecimals(12.34, 2)).toBe(true);
    expect(hasAtMostDecimals(0, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasAtMostDecimals(12.345, 2)).toBe(false);
  });

  it('refuses a non-zero value too small for the last decimal place, which the column would store as 0', () => {
    expect(hasAtMostDecimals(1e-300, 2)).toBe(false);
    expect(hasAtMostDecimals(-1e-300, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-9, 3)).toBe(false);
    expect(hasAtMostDecimals(0.01, 2)).toBe(true);
    expect(hasAtMostDecimals(0.001, 3)).toBe(true);
  });
});

describe('decimalSchema', () => {
  const hours = decimalSchema({ scale: 2, max: 10_000, positive: true, name: 'Estimated duration' });
  it('keeps a positive value at least one unit of the last decimal place', () => {
    expect(hours.safeParse(0.01).success).toBe(true);
    expect(hours.safeParse(1.5).success).toBe(true);
    expect(hours.safeParse(1e-300).error?.issues[0].message).toBe('Estimated duration must be at least 0.01');
    expect(hours.safeParse(0).success).toBe(false);
    expect(hours.safeParse(10_001).error?.issues[0].message).toBe(
      'Estimated duration must be 10,000 or less',
    );
  });

  it('refuses infinities, NaN and negative numbers; 0 when not positive', () => {
    const cost = decimalSchema({ scale: 2, max: 1e7 });
    expect(cost.safeParse(0).success).toBe(true);
    for (const bad of [Number.POSITIVE_INFINITY, Number.NaN, -0.01, 1e308, '1']) {
      expect(cost.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('wholeNumberSchema', () => {
  it('holds to the int4 range unless narrowed', () => {
    const int = wholeNumberSchema();
    expect(int.safeParse(INT4_MAX).success).toBe(true);
    expect(int.safeParse(INT4_MAX + 1).error?.issues[0].message).toBe(`Must be ${INT4_MAX} or less`);
    expect(int.safeParse(-2_147_483_649).success).toBe(false);
    expect(int.safeParse(1.5).success).toBe(false);
    expect(wholeNumberSchema({ min: 1, max: 12, name: 'Month' }).safeParse(13).error?.issues[0].message).toBe(
      'Month must be 12 or less',
    );
  });
});
