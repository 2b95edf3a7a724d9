import { describe, expect, it } from 'vitest';
import { dashboardWeeks } from './dashboard';

describe('dashboardWeeks', () => {
  it('gives the last 12 weeks, Monday to Monday, the last one containing now', () => {
    const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday
    const weeks = dashboardWeeks(now, 'UTC');
    expect(weeks).toHaveLength(12);
    expect(weeks[11]?.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weeks[11]?.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(weeks[0]?.start.toISOString()).toBe('2026-09-07T00:00:00.000Z');
    for (let i = 1; i < weeks.length; i += 1) expect(weeks[i]?.start).toEqual(weeks[i - 1]?.end);
  });

  it('starts a week on Monday even when now is a Sunday evening', () => {
    const weeks = dashboardWeeks(new Date('2026-11-29T23:30:00Z'), 'UTC', 1);
    expect(weeks[0]?.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('follows the plant clock across the end of summer time (London, 25 October 2026)', () => {
    const weeks = dashboardWeeks(new Date('2026-10-28T12:00:00Z'), 'Europe/London', 2);
    expect(weeks[0]?.start.toISOString()).toBe('2026-10-18T23:00:00.000Z'); // Monday 00:00 BST
    expect(weeks[1]?.start.toISOString()).toBe('2026-10-26T00:00:00.000Z'); // Monday 00:00 GMT
    expect(weeks[0]!.end.getTime() - weeks[0]!.start.getTime()).toBe(169 * 3_600_000);
  });
});
