import { describe, expect, it } from 'vitest';
import { isRunHoursMeter, runHoursAt, runHoursMtbf } from './run-hours';

const H = 3_600_000;
const t0 = Date.UTC(2026, 0, 1);
const r = (value: number, hours: number, reset = false) => ({
  value,
  taken_at: new Date(t0 + hours * H),
  reset,
});

describe('run hours between failures', () => {
  // The line runs 8 h a day: 24 calendar hours apart, 8 run hours apart.
  const readings = [r(1000, 0), r(1008, 24), r(1016, 48), r(1024, 72)];

  it('reads the meter at a failure, in proportion between readings', () => {
    expect(runHoursAt(readings, t0 + 12 * H)).toBe(4);
    expect(runHoursAt(readings, t0 + 48 * H)).toBe(16);
    expect(runHoursAt(readings, t0 - H)).toBeNull();
    expect(runHoursAt(readings, t0 + 73 * H)).toBeNull();
  });

  it('failures 24 calendar hours apart on a line running 8 h a day are 8 run hours apart', () => {
    expect(runHoursMtbf(readings, [t0 + 24 * H, t0 + 48 * H, t0 + 72 * H])).toBe(8);
  });

  it('counts across a meter reset and needs two failures within the readings', () => {
    const reset = [r(0, 0), r(100, 10), r(5, 20, true), r(25, 30)];
    expect(runHoursMtbf(reset, [t0, t0 + 30 * H])).toBe(125);
    expect(runHoursMtbf(readings, [t0 + 24 * H])).toBeNull();
  });

  it('knows an hours meter by its kind and unit', () => {
    expect(isRunHoursMeter({ kind: 'cumulative', unit: 'h' })).toBe(true);
    expect(isRunHoursMeter({ kind: 'cumulative', unit: 'Hours' })).toBe(true);
    expect(isRunHoursMeter({ kind: 'cumulative', unit: 'cycles' })).toBe(false);
    expect(isRunHoursMeter({ kind: 'gauge', unit: 'h' })).toBe(false);
  });
});
