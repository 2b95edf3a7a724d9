import { describe, expect, it } from 'vitest';
import { deriveAssetPerformance, PERFORMANCE_WINDOW_HOURS } from './asset-performance';

const now = new Date('2026-03-31T00:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const none = { breakdowns: [], workOrders: [], tasks: [] };

// Spec §9 "Simple performance figures: uptime = 100 minus total hours/(24*30) as a percentage, minimum 0;
// efficiency at least 70." The §9 analytics of the card (MTBF, MTTR, cost …) are asset-metrics.ts's.
describe('deriveAssetPerformance', () => {
  it('counts the simple figures over 24 × 30 hours', () => {
    expect(PERFORMANCE_WINDOW_HOURS).toBe(720);
  });

  it('gives full marks to an asset without breakdowns', () => {
    expect(deriveAssetPerformance(none, now)).toEqual({
      last_maintenance_date: null,
      next_due_date: null,
      simple: {
        window_hours: 720,
        uptime: 100,
        efficiency: 100,
        breakdowns_in_window: 0,
        downtime_hours_in_window: 0,
      },
    });
  });

  it('takes 72 hours of downtime off uptime as 10 points (100 − 72/720) and 5 points of efficiency per breakdown', () => {
    const result = deriveAssetPerformance(
      {
        ...none,
        breakdowns: [
          {
            breakdown_start_time: hoursAgo(100),
            breakdown_end_time: hoursAgo(52),
            downtime_hours: 48,
            status: 'completed',
          },
          {
            breakdown_start_time: hoursAgo(24),
            breakdown_end_time: null,
            downtime_hours: null,
            status: 'reported',
          },
        ],
      },
      now,
    );
    expect(result.simple).toEqual({
      window_hours: 720,
      uptime: 90,
      efficiency: 90,
      breakdowns_in_window: 2,
      downtime_hours_in_window: 72,
    });
  });

  it('counts a cancelled breakdown (a false alarm) as no downtime and no breakdown, as the analytics do', () => {
    const result = deriveAssetPerformance(
      {
        ...none,
        breakdowns: [
          {
            breakdown_start_time: hoursAgo(100),
            breakdown_end_time: hoursAgo(28),
            downtime_hours: 72,
            status: 'cancelled',
          },
        ],
      },
      now,
    );
    expect(result.simple).toMatchObject({ uptime: 100, efficiency: 100, breakdowns_in_window: 0 });
  });

  it('counts only the part of a breakdown inside the 30 days', () => {
    const result = deriveAssetPerformance(
      {
        ...none,
        breakdowns: [
          {
            breakdown_start_time: hoursAgo(740),
            breakdown_end_time: hoursAgo(710),
            downtime_hours: 30,
            status: 'resolved',
          },
        ],
      },
      now,
    );
    expect(result.simple.downtime_hours_in_window).toBe(10);
  });

  it('never goes below 0 uptime, and efficiency never below 70', () => {
    const result = deriveAssetPerformance(
      {
        ...none,
        breakdowns: Array.from({ length: 10 }, () => ({
          breakdown_start_time: hoursAgo(800),
          breakdown_end_time: null,
          downtime_hours: null,
          status: 'assigned',
        })),
      },
      now,
    );
    expect(result.simple.uptime).toBe(0);
    expect(result.simple.efficiency).toBe(70);
  });

  it('finds the last maintenance and the next due date', () => {
    const result = deriveAssetPerformance(
      {
        breakdowns: [],
        workOrders: [
          { status: 'completed', date_completed: '2026-03-01T10:00:00.000Z' },
          { status: 'pending', date_completed: null },
          { status: 'completed', date_completed: '2026-02-01T10:00:00.000Z' },
        ],
        tasks: [
          {
            is_active: true,
            next_due_date: '2026-04-15T00:00:00.000Z',
            last_completed_date: '2026-03-15T09:00:00.000Z',
          },
          { is_active: true, next_due_date: '2026-04-02T00:00:00.000Z', last_completed_date: null },
          { is_active: false, next_due_date: '2026-04-01T00:00:00.000Z', last_completed_date: null },
        ],
      },
      now,
    );
    expect(result.last_maintenance_date).toBe('2026-03-15T09:00:00.000Z');
    expect(result.next_due_date).toBe('2026-04-02T00:00:00.000Z');
  });
});
