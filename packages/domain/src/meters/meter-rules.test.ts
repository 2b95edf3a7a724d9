import { describe, expect, it } from 'vitest';
import {
  firstDue,
  forecastUsageDue,
  gaugeCrossing,
  isUsageDue,
  type MeterReading,
  readingRefusal,
  usageOver,
  usageRatePerDay,
} from './meter-rules';

const at = (iso: string) => new Date(iso);
const reading = (value: number, iso: string, reset = false): MeterReading => ({
  value,
  taken_at: at(iso),
  reset,
});
const NOW = at('2026-11-26T12:00:00.000Z');

describe('readingRefusal', () => {
  it('refuses a reading dated more than 5 minutes ahead, on any meter', () => {
    const ahead = (minutes: number) => reading(10, new Date(NOW.getTime() + minutes * 60_000).toISOString());
    expect(readingRefusal({ kind: 'gauge', reading: ahead(5), now: NOW })).toBeNull();
    expect(readingRefusal({ kind: 'gauge', reading: ahead(6), now: NOW })).toEqual({
      code: 'reading_in_future',
    });
    expect(readingRefusal({ kind: 'cumulative', reading: ahead(6), now: NOW })).toEqual({
      code: 'reading_in_future',
    });
  });

  it('refuses a cumulative reading lower than the last unless it is marked as a reset', () => {
    const before = reading(1_250, '2026-11-25T08:00:00.000Z');
    expect(
      readingRefusal({
        kind: 'cumulative',
        reading: reading(1_200, '2026-11-26T08:00:00.000Z'),
        before,
        now: NOW,
      }),
    ).toEqual({ code: 'reading_below_last', last: 1_250 });
    expect(
      readingRefusal({
        kind: 'cumulative',
        reading: reading(3, '2026-11-26T08:00:00.000Z', true),
        before,
        now: NOW,
      }),
    ).toBeNull();
    expect(
      readingRefusal({
        kind: 'cumulative',
        reading: reading(1_250, '2026-11-26T08:00:00.000Z'),
        before,
        now: NOW,
      }),
    ).toBeNull();
  });

  it('refuses a back-dated cumulative reading above the reading after it; a gauge goes up and down freely', () => {
    const before = reading(100, '2026-11-20T08:00:00.000Z');
    const after = reading(180, '2026-11-24T08:00:00.000Z');
    const backDated = reading(190, '2026-11-22T08:00:00.000Z');
    expect(readingRefusal({ kind: 'cumulative', reading: backDated, before, after, now: NOW })).toEqual({
      code: 'reading_above_next',
      next: 180,
    });
    expect(readingRefusal({ kind: 'gauge', reading: backDated, before, after, now: NOW })).toBeNull();
    expect(
      readingRefusal({ kind: 'gauge', reading: reading(-18, '2026-11-26T08:00:00.000Z'), before, now: NOW }),
    ).toBeNull();
  });
});

describe('usage of a cumulative meter', () => {
  it('adds each step up, and counts a reading after a reset from zero', () => {
    expect(
      usageOver([
        reading(20, '2026-11-01T00:00:00.000Z'),
        reading(400, '2026-11-10T00:00:00.000Z'),
        reading(120, '2026-11-20T00:00:00.000Z', true),
      ]),
    ).toBe(500);
  });

  it('averages the last 30 days per day, and has no rate from fewer than two readings', () => {
    const readings = [
      reading(0, '2026-10-01T12:00:00.000Z'), // outside the 30 days
      reading(1_000, '2026-11-06T12:00:00.000Z'),
      reading(1_200, '2026-11-16T12:00:00.000Z'),
      reading(1_400, '2026-11-26T12:00:00.000Z'),
    ];
    expect(usageRatePerDay(readings, NOW)).toBe(20);
    expect(usageRatePerDay(readings.slice(0, 2), NOW)).toBeNull();
  });
});

describe('a usage-based task', () => {
  const doneAt20h = reading(20, '2026-11-01T00:00:00.000Z');

  it('every 500 hours, last done at 20 h: not due at 480 h, due at 520 h', () => {
    const at480 = { every: 500, since_completion: [doneAt20h, reading(480, '2026-11-20T00:00:00.000Z')] };
    const at520 = {
      every: 500,
      since_completion: [...at480.since_completion, reading(520, '2026-11-22T00:00:00.000Z')],
    };
    expect(isUsageDue(at480)).toBe(false);
    expect(isUsageDue(at520)).toBe(true);
  });

  it('counts across a meter reset: 380 h on the old meter and 120 h on the new one make 500', () => {
    const schedule = {
      every: 500,
      since_completion: [
        doneAt20h,
        reading(400, '2026-11-10T00:00:00.000Z'),
        reading(120, '2026-11-20T00:00:00.000Z', true),
      ],
    };
    expect(isUsageDue(schedule)).toBe(true);
  });

  it('is forecast from the rate: 40 h left at 20 h a day is due two days after the latest reading', () => {
    const schedule = { every: 500, since_completion: [doneAt20h, reading(480, '2026-11-26T12:00:00.000Z')] };
    expect(forecastUsageDue(schedule, 20)?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(forecastUsageDue(schedule, null)).toBeNull();
    const overdue = { every: 500, since_completion: [doneAt20h, reading(530, '2026-11-26T12:00:00.000Z')] };
    expect(forecastUsageDue(overdue, 20)?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('on the calendar and a meter, is due at whichever comes first', () => {
    const calendar = at('2026-12-01T08:00:00.000Z');
    const usage = at('2026-11-28T12:00:00.000Z');
    expect(firstDue(calendar, usage)).toBe(usage);
    expect(firstDue(calendar, null)).toBe(calendar);
    expect(firstDue(null, usage)).toBe(usage);
  });
});

describe('gauge limits', () => {
  it('a gauge crossing 80 three times raises three work orders; readings staying above it raise none', () => {
    const values = [70, 85, 90, 95, 75, 82, 60, 81, 88];
    const crossings = values.map((value, i) =>
      gaugeCrossing(i === 0 ? null : values[i - 1], value, { above: 80 }),
    );
    expect(crossings.filter(Boolean)).toEqual(['above', 'above', 'above']);
    expect(crossings[2]).toBeNull();
    expect(crossings[3]).toBeNull();
  });

  it('watches a low limit too, and counts a first reading already beyond a limit', () => {
    const limits = { above: 5, below: -25 };
    expect(gaugeCrossing(null, -30, limits)).toBe('below');
    expect(gaugeCrossing(-30, -28, limits)).toBeNull();
    expect(gaugeCrossing(-20, 6, limits)).toBe('above');
    expect(gaugeCrossing(-20, 5, limits)).toBeNull();
  });
});
