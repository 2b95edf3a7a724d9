import { describe, expect, it } from 'vitest';
import { breakdownSpan, buildFailureHistory } from './history';

const H = 3_600_000;
const t0 = Date.UTC(2025, 0, 1);

describe('buildFailureHistory', () => {
  it('counts operating hours between repairs and censors the interval still running', () => {
    const history = buildFailureHistory(
      t0,
      [
        { start: t0 + 100 * H, end: t0 + 110 * H },
        { start: t0 + 310 * H, end: t0 + 312 * H },
      ],
      t0 + 400 * H,
    );
    expect(history.failure_intervals).toEqual([100, 200]);
    expect(history.censored_interval).toBe(88);
    expect(history.cumulative_failure_hours).toEqual([100, 300]);
    expect(history.total_operating_hours).toBe(388);
    expect(history.age_hours).toBe(88);
    expect(history.down_now).toBe(false);
  });

  it('an asset without breakdowns contributes one censored interval', () => {
    const history = buildFailureHistory(t0, [], t0 + 50 * H);
    expect(history.failure_count).toBe(0);
    expect(history.failure_intervals).toEqual([]);
    expect(history.censored_interval).toBe(50);
  });

  it('an asset down now has no censored interval and age 0', () => {
    const history = buildFailureHistory(t0, [{ start: t0 + 10 * H, end: null }], t0 + 20 * H);
    expect(history.down_now).toBe(true);
    expect(history.censored_interval).toBeNull();
    expect(history.age_hours).toBe(0);
    expect(history.total_operating_hours).toBe(10);
  });

  it('merges a breakdown that starts before the previous repair ended into one failure', () => {
    const history = buildFailureHistory(
      t0,
      [
        { start: t0 + 10 * H, end: t0 + 20 * H },
        { start: t0 + 15 * H, end: t0 + 25 * H },
      ],
      t0 + 30 * H,
    );
    expect(history.failure_count).toBe(1);
    expect(history.censored_interval).toBe(5);
  });

  it('starts the clock at the first breakdown when it predates registration', () => {
    const history = buildFailureHistory(t0 + 1000 * H, [{ start: t0, end: t0 + H }], t0 + 10 * H);
    expect(history.failure_intervals).toEqual([]);
    expect(history.censored_interval).toBe(9);
  });

  it('takes the repair end from downtime hours when no end time is stored', () => {
    expect(breakdownSpan(t0, null, 2.5)).toEqual({ start: t0, end: t0 + 2.5 * H });
    expect(breakdownSpan(t0, null, null)).toEqual({ start: t0, end: null });
  });
});
