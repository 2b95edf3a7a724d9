import { describe, expect, it } from 'vitest';
import { formatMeterValue, formatReading, formatUsageRate } from './meter-format';

describe('meter numbers', () => {
  it('groups thousands and keeps two decimals at most', () => {
    expect(formatMeterValue(12345.5)).toBe('12,345.5');
    expect(formatMeterValue(0.125)).toBe('0.13');
    expect(formatReading(500000, 'cycles')).toBe('500,000 cycles');
  });

  it('gives the usage rate to one decimal at most', () => {
    expect(formatUsageRate(14.24, 'h')).toBe('≈ 14.2 h a day');
    expect(formatUsageRate(14, 'h')).toBe('≈ 14 h a day');
  });
});
