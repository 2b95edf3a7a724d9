import { describe, expect, it } from 'vitest';
import {
  availabilityColour,
  formatClock,
  formatCount,
  formatCurrency,
  formatCurrencyExact,
  formatDate,
  formatDateIn,
  formatDateTime,
  formatDayMonth,
  formatDuration,
  formatHours,
  formatRunningDuration,
  formatLongDate,
  formatMonth,
  formatPercent,
  formatPlantTimestamp,
  formatRate,
  formatTime,
  formatUtcTimestamp,
  fromDateTimeLocal,
  healthScoreColour,
  legacyWorkOrderReference,
  orDash,
  sequentialNumber,
  toDateTimeLocal,
  workOrderNumber,
} from './display';

// Spec §9 "Display formats".
describe('formatDuration (formatHours)', () => {
  it('shows a two-minute stop as 2 min, never as a fraction of an hour', () => {
    expect(formatDuration(2 / 60)).toBe('2 min');
    expect(formatHours(0.03)).toBe('2 min');
    expect(formatHours(0)).toBe('0 min');
    expect(formatHours(10 / 3600)).toBe('< 1 min');
  });
  it('shows minutes under one hour', () => {
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(0.25)).toBe('15 min');
  });
  it('shows hours and minutes up to a day', () => {
    expect(formatHours(1)).toBe('1 h');
    expect(formatHours(1.65)).toBe('1 h 39 min');
    expect(formatHours(23.9)).toBe('23 h 54 min');
  });
  it('shows days and hours from a day on', () => {
    expect(formatHours(24)).toBe('1 d');
    expect(formatHours(76)).toBe('3 d 4 h');
    expect(formatHours(47.9)).toBe('2 d');
  });
  it('keeps a running clock in the same words, with seconds', () => {
    expect(formatRunningDuration(4 + 4 / 60 + 36 / 3600)).toBe('4 h 4 min 36 s');
    expect(formatRunningDuration(12 / 60 + 5 / 3600)).toBe('12 min 5 s');
    expect(formatRunningDuration(7 / 3600)).toBe('7 s');
    expect(formatRunningDuration(51 + 10 / 60)).toBe('2 d 3 h 10 min');
    expect(formatHours(168)).toBe('7 d');
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

describe('formatCurrencyExact', () => {
  it('is GBP to the penny when there are pence, whole pounds otherwise', () => {
    expect(formatCurrencyExact(1666.67)).toBe('£1,666.67');
    expect(formatCurrencyExact(83.3)).toBe('£83.30');
    expect(formatCurrencyExact(2000)).toBe('£2,000');
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

// Dates are built from local parts so the tests hold in any time zone the machine is in.
describe('formatDayMonth', () => {
  it('shows the local day and month of a timestamp, for chart axes', () => {
    expect(formatDayMonth(new Date(2026, 2, 2, 23, 30).toISOString())).toBe('2 Mar');
    expect(formatDayMonth(null)).toBe('—');
  });
});

describe('formatDateIn', () => {
  it("shows an instant's day in the given zone, whatever the process's zone", () => {
    expect(formatDateIn('2026-07-14T23:30:00Z', 'Europe/London')).toBe('15 Jul 2026');
    expect(formatDateIn('2026-07-14T23:30:00Z', 'UTC')).toBe('14 Jul 2026');
  });
});

describe('formatDate', () => {
  it('reads a plain date as that calendar day, not midnight UTC', () => {
    expect(formatDate('2026-01-15')).toBe('15 Jan 2026');
  });
  it('shows the local day of a timestamp', () => {
    expect(formatDate(new Date(2026, 2, 2, 23, 30).toISOString())).toBe('2 Mar 2026');
  });
  it('shows a dash, or the given text, when there is no date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate(undefined, 'Never')).toBe('Never');
  });
  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows day, short month, year and 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 2, 2, 8, 0))).toBe('2 Mar 2026, 08:00');
    expect(formatDateTime(new Date(2026, 0, 15, 14, 5).toISOString())).toBe('15 Jan 2026, 14:05');
  });
  it('shows a dash, or the given text, when there is no time', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(null, 'Never')).toBe('Never');
  });
});

describe('formatLongDate and formatTime', () => {
  it('writes the month out', () => {
    expect(formatLongDate(new Date(2026, 0, 15))).toBe('15 January 2026');
  });
  it('shows the time of day to the second', () => {
    expect(formatTime(new Date(2026, 0, 15, 8, 0, 5).getTime())).toBe('08:00:05');
  });
});

describe('orDash', () => {
  it('shows a dash for nothing and the value otherwise', () => {
    expect(orDash(null)).toBe('—');
    expect(orDash('')).toBe('—');
    expect(orDash(0)).toBe('0');
    expect(orDash('Line 1')).toBe('Line 1');
  });
});

describe('datetime-local values', () => {
  it('round-trips a timestamp through the input value in local time', () => {
    const at = new Date(2026, 2, 2, 8, 30);
    expect(toDateTimeLocal(at)).toBe('2026-03-02T08:30');
    expect(fromDateTimeLocal('2026-03-02T08:30')).toBe(at.toISOString());
  });
  it('gives null for an empty or invalid value', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('not a date')).toBeNull();
  });
});

describe('workOrderNumber', () => {
  const id = '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
  it('is the sequential number of the year, six digits wide', () => {
    expect(workOrderNumber({ id, number: 'WO-2026-000123' })).toBe('WO-2026-000123');
    expect(sequentialNumber('WO', 2026, 123)).toBe('WO-2026-000123');
    expect(sequentialNumber('REC', 2027, 1_234_567)).toBe('REC-2027-1234567');
  });
  it("falls back to the old reference, 'WO-' plus the id's first 8 characters, for a row without one", () => {
    expect(workOrderNumber({ id, number: null })).toBe('WO-1a2b3c4d');
    expect(legacyWorkOrderReference(id)).toBe('WO-1a2b3c4d');
  });
});

describe('formatClock and formatMonth', () => {
  it('writes a time of day to the minute on a 24-hour clock, and a month with its year', () => {
    expect(formatClock(new Date(2026, 2, 2, 10, 42, 5).getTime())).toBe('10:42');
    expect(formatClock(null)).toBe('—');
    expect(formatMonth(new Date(2026, 2, 15))).toBe('March 2026');
  });
});

describe('formatPlantTimestamp', () => {
  it("prints an instant in the plant's zone with the zone's name, summer and winter", () => {
    expect(formatPlantTimestamp('2026-11-20T10:00:59Z', 'Europe/London')).toBe('20 Nov 2026, 10:00 GMT');
    expect(formatPlantTimestamp('2026-06-01T07:30:00Z', 'Europe/London')).toBe('1 Jun 2026, 08:30 BST');
    expect(formatPlantTimestamp('2026-06-01T07:30:00Z', 'Europe/Warsaw')).toBe('1 Jun 2026, 09:30 CEST');
    expect(formatPlantTimestamp(null, 'Europe/London')).toBe('-');
  });
});

describe('formatUtcTimestamp', () => {
  it('prints an instant in UTC to the minute, and a placeholder for nothing', () => {
    expect(formatUtcTimestamp('2026-11-20T10:00:59.999Z')).toBe('2026-11-20 10:00 UTC');
    expect(formatUtcTimestamp('2026-06-01T08:30:00+01:00')).toBe('2026-06-01 07:30 UTC');
    expect(formatUtcTimestamp(null)).toBe('-');
    expect(formatUtcTimestamp('', '—')).toBe('—');
  });
});
