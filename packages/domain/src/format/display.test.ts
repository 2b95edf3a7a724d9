import { afterEach, describe, expect, it } from 'vitest';
import { PLANT_TIME_ZONE } from '../maintenance/plant-time';
import {
  availabilityColour,
  displayTimeZone,
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
  formatLongDate,
  formatMonth,
  formatPercent,
  formatPlantTimestamp,
  formatRate,
  formatRunningDuration,
  formatTime,
  formatUtcTimestamp,
  fromDateTimeLocal,
  healthScoreColour,
  legacyWorkOrderReference,
  orDash,
  plantDayRange,
  plantToday,
  sequentialNumber,
  setDisplayTimeZone,
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

// Dates and times are on the plant's clock: Europe/London until the web sets the plant's zone, whatever
// zone the machine running the tests is in (the instants below are written in UTC).
afterEach(() => setDisplayTimeZone(PLANT_TIME_ZONE));

describe('display time zone', () => {
  it('is the default plant zone, Europe/London, until one is set', () => {
    expect(displayTimeZone()).toBe('Europe/London');
    setDisplayTimeZone('Pacific/Auckland');
    expect(displayTimeZone()).toBe('Pacific/Auckland');
  });
  it('ignores a name that is not a time zone', () => {
    setDisplayTimeZone('America/Chicago');
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBe('America/Chicago');
  });
});

describe('formatDayMonth', () => {
  it("shows the plant's day and month of a timestamp, for chart axes", () => {
    expect(formatDayMonth('2026-03-02T23:30:00Z')).toBe('2 Mar');
    // 23:30 UTC on 14 July is already 15 July in London (BST).
    expect(formatDayMonth('2026-07-14T23:30:00Z')).toBe('15 Jul');
    expect(formatDayMonth(null)).toBe('—');
  });
});

describe('formatDateIn', () => {
  it("shows an instant's day in the given zone, whatever the process's zone", () => {
    expect(formatDateIn('2026-07-14T23:30:00Z', 'Europe/London')).toBe('15 Jul 2026');
    expect(formatDateIn('2026-07-14T23:30:00Z', 'UTC')).toBe('14 Jul 2026');
  });
  it('ignores the display zone', () => {
    setDisplayTimeZone('Pacific/Auckland');
    expect(formatDateIn('2026-07-14T10:00:00Z', 'UTC')).toBe('14 Jul 2026');
  });
});

describe('formatDate', () => {
  it('reads a plain date as that calendar day in every zone, not midnight UTC', () => {
    expect(formatDate('2026-01-15')).toBe('15 Jan 2026');
    for (const zone of ['America/Chicago', 'Pacific/Auckland']) {
      setDisplayTimeZone(zone);
      expect(formatDate('2026-01-15')).toBe('15 Jan 2026');
    }
  });
  it("shows the plant's day of a timestamp", () => {
    expect(formatDate('2026-03-02T23:30:00Z')).toBe('2 Mar 2026');
    expect(formatDate('2026-07-14T23:30:00Z')).toBe('15 Jul 2026');
    setDisplayTimeZone('America/Chicago');
    // 03:00 UTC on 15 July is still the evening of 14 July in Chicago (CDT, UTC−5).
    expect(formatDate('2026-07-15T03:00:00Z')).toBe('14 Jul 2026');
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
  it('shows day, short month, year and 24-hour time on the plant clock, summer and winter', () => {
    expect(formatDateTime('2026-03-02T08:00:00Z')).toBe('2 Mar 2026, 08:00');
    expect(formatDateTime(new Date('2026-01-15T14:05:00Z'))).toBe('15 Jan 2026, 14:05');
    expect(formatDateTime('2026-06-01T07:30:00Z')).toBe('1 Jun 2026, 08:30');
  });
  it('shows a plant in Chicago on its own clock', () => {
    setDisplayTimeZone('America/Chicago');
    expect(formatDateTime('2026-01-15T14:05:00Z')).toBe('15 Jan 2026, 08:05');
    expect(formatDateTime('2026-07-15T03:00:00Z')).toBe('14 Jul 2026, 22:00');
  });
  it('shows a plant in Auckland on the next day across the date line', () => {
    setDisplayTimeZone('Pacific/Auckland');
    // 20:00 UTC on 31 December is 09:00 on New Year's Day in Auckland (NZDT, UTC+13).
    expect(formatDateTime('2026-12-31T20:00:00Z')).toBe('1 Jan 2027, 09:00');
    expect(formatDate('2026-12-31T20:00:00Z')).toBe('1 Jan 2027');
    expect(formatMonth('2026-12-31T20:00:00Z')).toBe('January 2027');
    expect(formatLongDate('2026-12-31T20:00:00Z')).toBe('1 January 2027');
  });
  it('shows a dash, or the given text, when there is no time', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(null, 'Never')).toBe('Never');
  });
});

describe('formatLongDate and formatTime', () => {
  it('writes the month out', () => {
    expect(formatLongDate('2026-01-15')).toBe('15 January 2026');
    expect(formatLongDate('2026-01-15T12:00:00Z')).toBe('15 January 2026');
  });
  it('shows the time of day to the second on the plant clock', () => {
    expect(formatTime(Date.parse('2026-01-15T08:00:05Z'))).toBe('08:00:05');
    expect(formatTime('2026-07-15T08:00:05Z')).toBe('09:00:05');
    setDisplayTimeZone('America/Chicago');
    expect(formatTime('2026-07-15T08:00:05Z')).toBe('03:00:05');
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
  it('round-trips a timestamp through the input value on the plant clock', () => {
    expect(toDateTimeLocal('2026-03-02T08:30:00Z')).toBe('2026-03-02T08:30');
    expect(fromDateTimeLocal('2026-03-02T08:30')).toBe('2026-03-02T08:30:00.000Z');
    // Summer: the input shows British Summer Time, an hour ahead of UTC.
    expect(toDateTimeLocal(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01T08:00');
    expect(fromDateTimeLocal('2026-07-01T08:00')).toBe('2026-07-01T07:00:00.000Z');
  });
  it('reads and writes a plant in Chicago and one across the date line on their own clocks', () => {
    setDisplayTimeZone('America/Chicago');
    expect(toDateTimeLocal('2026-01-15T14:05:00Z')).toBe('2026-01-15T08:05');
    expect(fromDateTimeLocal('2026-01-15T08:05')).toBe('2026-01-15T14:05:00.000Z');
    setDisplayTimeZone('Pacific/Auckland');
    expect(toDateTimeLocal('2026-12-31T20:00:00Z')).toBe('2027-01-01T09:00');
    expect(fromDateTimeLocal('2027-01-01T09:00')).toBe('2026-12-31T20:00:00.000Z');
  });
  it('gives null for an empty or invalid value', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('not a date')).toBeNull();
    expect(fromDateTimeLocal('2026-02-30T08:00')).toBeNull();
    expect(fromDateTimeLocal('2026-02-03T25:00')).toBeNull();
    expect(toDateTimeLocal('not a date')).toBe('');
  });
});

describe('plant calendar days', () => {
  it("gives today's date on the plant calendar, not the machine's", () => {
    // 23:30 UTC on 30 June is 1 July in London and 1 July (11:30) in Auckland, 30 June in Chicago.
    const now = new Date('2026-06-30T23:30:00Z');
    expect(plantToday(now)).toBe('2026-07-01');
    setDisplayTimeZone('America/Chicago');
    expect(plantToday(now)).toBe('2026-06-30');
  });
  it("turns a range of plant days into the instants from the first midnight to the last day's end", () => {
    expect(plantDayRange('2026-07-01', '2026-07-02')).toEqual({
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-02T22:59:59.999Z',
    });
    setDisplayTimeZone('Pacific/Auckland');
    expect(plantDayRange('2027-01-01', null)).toEqual({ from: '2026-12-31T11:00:00.000Z', to: undefined });
    expect(plantDayRange('', '')).toEqual({ from: undefined, to: undefined });
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
    expect(formatClock(Date.parse('2026-03-02T10:42:05Z'))).toBe('10:42');
    expect(formatClock('2026-07-02T10:42:05Z')).toBe('11:42');
    expect(formatClock(null)).toBe('—');
    expect(formatMonth('2026-03-15')).toBe('March 2026');
    // Midnight UTC on 1 April is still 31 March in Chicago.
    setDisplayTimeZone('America/Chicago');
    expect(formatMonth('2026-04-01T00:00:00Z')).toBe('March 2026');
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
