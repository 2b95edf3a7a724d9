import { describe, expect, it } from 'vitest';
import {
  availabilityColour,
  formatCount,
  formatCurrency,
  formatHours,
  formatPercent,
  formatRate,
  healthScoreColour,
} from './display';

// Spec §9 "Display formats".
describe('formatHours', () => {
  it('shows 0h for nothing', () => {
    expect(formatHours(0)).toBe('0h');
  });
  it('shows minutes under one hour', () => {
    expect(formatHours(0.5)).toBe('30m');
    expect(formatHours(0.25)).toBe('15m');
  });
  it('shows hours to one decimal up to a day', () => {
    expect(formatHours(1)).toBe('1h');
    expect(formatHours(5.25)).toBe('5.3h');
    expect(formatHours(23.9)).toBe('23.9h');
  });
  it('shows days and hours from 24h', () => {
    expect(formatHours(24)).toBe('1d');
    expect(formatHours(26.5)).toBe('1d 2.5h');
    expect(formatHours(168)).toBe('7d');
  });
});

describe('formatPercent', () => {
  it('has one decimal', () => {
    expect(formatPercent(97.25)).toBe('97.3%');
    expect(formatPercent(100)).toBe('100.0%');
  });
});

describe('formatCurrency', () => {
  it('is GBP without decimals', () => {
    expect(formatCurrency(1234.56)).toBe('£1,235');
    expect(formatCurrency(0)).toBe('£0');
  });
});

describe('formatCount', () => {
  it('rounds', () => {
    expect(formatCount(12.6)).toBe('13');
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('formatRate', () => {
  it('has two decimals and shows < 0.01 below 0.01', () => {
    expect(formatRate(1.234)).toBe('1.23');
    expect(formatRate(0.004)).toBe('< 0.01');
    expect(formatRate(0)).toBe('0.00');
  });
});

describe('colours', () => {
  it('colours health scores at 90, 80, 70 and 60', () => {
    expect([95, 90, 85, 80, 75, 70, 65, 60, 59].map(healthScoreColour)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
    ]);
  });
  it('colours availability at 95, 90, 85 and 80', () => {
    expect([95, 94.9, 90, 85, 80, 79.9].map(availabilityColour)).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'orange',
      'red',
    ]);
  });
});
