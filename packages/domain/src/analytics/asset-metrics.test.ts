import { describe, expect, it } from 'vitest';
import { parseCsv } from '../common/csv';
import { type AssetMetricsRow, assetAnalyticsQuerySchema } from './analytics.schema';
import { assetAnalyticsExportFilename, assetAnalyticsToCsv } from './asset-analytics-csv';
import {
  type AnalyticsBreakdown,
  type AnalyticsWorkOrder,
  type AssetActivity,
  aggregateAssetActivity,
  analyticsDowntimeHours,
  analyticsWindowHours,
  analyticsWindowMonths,
  assetPercentiles,
  availabilityPercent,
  computeAssetMetrics,
  conditionGrade,
  dataQualityScore,
  fleetUptime,
  healthDistribution,
  healthScore,
  NO_ACTIVITY,
  ONGOING_DOWNTIME_CAP_HOURS,
  percentileRanks,
  rankAssets,
  riskLevel,
  sortAssetMetrics,
  summarizeFleet,
} from './asset-metrics';

const now = new Date('2026-06-30T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const activity = (overrides: Partial<AssetActivity>): AssetActivity => ({ ...NO_ACTIVITY, ...overrides });
const healthy = {
  unresolved_breakdowns: 0,
  critical_breakdowns: 0,
  availability: 100,
  overdue_work_orders: 0,
};

describe('the analytics window (spec §9 "180-day window = 4320 hours")', () => {
  it('is 180 days of 24 hours, i.e. 4320 hours and 6 months', () => {
    expect(analyticsWindowHours()).toBe(4320);
    expect(analyticsWindowMonths()).toBe(6);
    expect(analyticsWindowHours(30)).toBe(720);
  });
});

describe('downtime of one breakdown (spec §9 "ongoing breakdown downtime is capped at 168 hours each")', () => {
  const running = (startHoursAgo: number): AnalyticsBreakdown => ({
    status: 'reported',
    severity: 'high',
    breakdown_start_time: hoursAgo(startHoursAgo),
    breakdown_end_time: null,
    downtime_hours: null,
  });

  it('counts a running breakdown from its start to now', () => {
    expect(analyticsDowntimeHours(running(10), now)).toBe(10);
  });

  it('caps a running breakdown at 168 hours: 167 stays, 168 stays, 500 becomes 168', () => {
    expect(ONGOING_DOWNTIME_CAP_HOURS).toBe(168);
    expect(analyticsDowntimeHours(running(167), now)).toBe(167);
    expect(analyticsDowntimeHours(running(168), now)).toBe(168);
    expect(analyticsDowntimeHours(running(500), now)).toBe(168);
  });

  it('does not cap an ended breakdown: its stored 200 hours count', () => {
    expect(
      analyticsDowntimeHours(
        {
          status: 'resolved',
          severity: 'low',
          breakdown_start_time: hoursAgo(300),
          breakdown_end_time: hoursAgo(100),
          downtime_hours: 200,
        },
        now,
      ),
    ).toBe(200);
  });

  it('takes the span to the end time when no hours were stored', () => {
    expect(
      analyticsDowntimeHours(
        {
          status: 'completed',
          severity: 'low',
          breakdown_start_time: hoursAgo(30),
          breakdown_end_time: hoursAgo(24),
          downtime_hours: null,
        },
        now,
      ),
    ).toBe(6);
  });
});

describe('aggregating rows into one asset’s activity', () => {
  const breakdown = (overrides: Partial<AnalyticsBreakdown>): AnalyticsBreakdown => ({
    status: 'completed',
    severity: 'medium',
    breakdown_start_time: hoursAgo(100),
    breakdown_end_time: hoursAgo(90),
    downtime_hours: 10,
    ...overrides,
  });
  const order = (overrides: Partial<AnalyticsWorkOrder>): AnalyticsWorkOrder => ({
    status: 'completed',
    date_created: hoursAgo(100),
    date_scheduled: null,
    cost: null,
    actual_duration: null,
    ...overrides,
  });

  it('counts breakdowns started in the 4320 hours, running ones whenever they started, never cancelled ones', () => {
    const a = aggregateAssetActivity(
      {
        breakdowns: [
          breakdown({ severity: 'critical' }), // 10 h, resolved
          breakdown({ breakdown_start_time: hoursAgo(4319), downtime_hours: 4 }), // just inside
          breakdown({ breakdown_start_time: hoursAgo(4321), downtime_hours: 50 }), // just outside
          breakdown({ status: 'cancelled', downtime_hours: 7 }), // no failure
          breakdown({
            status: 'assigned',
            severity: 'critical',
            breakdown_start_time: hoursAgo(5000),
            breakdown_end_time: null,
            downtime_hours: null,
          }), // running since before the window: counts, capped at 168
        ],
        workOrders: [],
      },
      now,
    );
    expect(a).toMatchObject({
      breakdowns: 3,
      critical_breakdowns: 2,
      unresolved_breakdowns: 1,
      downtime_hours: 10 + 4 + 168,
      resolved_breakdowns: 2,
      resolved_downtime_hours: 14,
    });
  });

  it('counts work orders created in the window or still open, overdue by the work orders’ own rule', () => {
    const a = aggregateAssetActivity(
      {
        breakdowns: [],
        workOrders: [
          order({ cost: 120, actual_duration: 2 }),
          order({ date_created: hoursAgo(5000), cost: 999 }), // completed before the window: out
          order({ status: 'pending', date_created: hoursAgo(5000), date_scheduled: hoursAgo(1) }), // open, overdue
          order({ status: 'in-progress', date_scheduled: hoursAgo(2), cost: 30 }), // overdue too
          order({ status: 'pending', date_scheduled: new Date(now.getTime() + 3_600_000).toISOString() }), // not yet
        ],
      },
      now,
    );
    expect(a).toMatchObject({
      work_orders: 4,
      completed_work_orders: 1,
      open_work_orders: 3,
      overdue_work_orders: 2,
      work_orders_with_cost: 2,
      maintenance_cost: 150,
      work_orders_with_duration: 1,
      maintenance_hours: 2,
    });
  });
});

describe('availability (spec §9 "(window hours minus downtime) / window hours, as a rounded percent, minimum 0")', () => {
  it('is 100 without downtime and rounds to a whole percent', () => {
    expect(availabilityPercent(0, 4320)).toBe(100);
    // 216 h down: 4104 / 4320 = 95 %.
    expect(availabilityPercent(216, 4320)).toBe(95);
    // 100 h down: 4220 / 4320 = 97.69 % → 98.
    expect(availabilityPercent(100, 4320)).toBe(98);
  });

  it('never goes below 0', () => {
    expect(availabilityPercent(5000, 4320)).toBe(0);
  });
});

describe('health score (spec §9)', () => {
  const operational = { ...healthy, status: 'operational' as const };

  it('starts at 100', () => {
    expect(healthScore(operational)).toBe(100);
  });

  it('takes 15 per unresolved breakdown', () => {
    expect(healthScore({ ...operational, unresolved_breakdowns: 2 })).toBe(70);
  });

  it('takes 10 per critical breakdown', () => {
    expect(healthScore({ ...operational, critical_breakdowns: 3 })).toBe(70);
  });

  it('takes 2 per point of availability below 95: nothing at 95, 2 at 94, 20 at 85', () => {
    expect(healthScore({ ...operational, availability: 95 })).toBe(100);
    expect(healthScore({ ...operational, availability: 94 })).toBe(98);
    expect(healthScore({ ...operational, availability: 85 })).toBe(80);
  });

  it('takes a further 3 per point below 85: 84 → 100 − 22 − 3 = 75, 80 → 100 − 30 − 15 = 55', () => {
    expect(healthScore({ ...operational, availability: 84 })).toBe(75);
    expect(healthScore({ ...operational, availability: 80 })).toBe(55);
  });

  it('takes 8 per overdue pending work order', () => {
    expect(healthScore({ ...operational, overdue_work_orders: 2 })).toBe(84);
  });

  it('takes 20 when the asset is in maintenance and 50 when out of service', () => {
    expect(healthScore({ ...healthy, status: 'maintenance' })).toBe(80);
    expect(healthScore({ ...healthy, status: 'out-of-service' })).toBe(50);
  });

  it('adds the deductions up: 1 unresolved, 1 critical, 90 % available, 1 overdue → 100 − 15 − 10 − 10 − 8 = 57', () => {
    expect(
      healthScore({
        unresolved_breakdowns: 1,
        critical_breakdowns: 1,
        availability: 90,
        overdue_work_orders: 1,
        status: 'operational',
      }),
    ).toBe(57);
  });

  it('is clamped to 0–100', () => {
    expect(healthScore({ ...operational, unresolved_breakdowns: 10, status: 'out-of-service' })).toBe(0);
  });
});

describe('condition grade (A/B/C/D/F at 90/80/70/60)', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [80, 'B'],
    [79, 'C'],
    [70, 'C'],
    [69, 'D'],
    [60, 'D'],
    [59, 'F'],
    [0, 'F'],
  ])('grades %i as %s', (score, grade) => {
    expect(conditionGrade(score)).toBe(grade);
  });
});

describe('risk level (spec §4: critical if open breakdowns > 2 or score < 40; high if > 1 or < 60; medium if > 0 or < 80)', () => {
  it.each([
    [0, 100, 'low'],
    [0, 80, 'low'],
    [0, 79, 'medium'],
    [0, 60, 'medium'],
    [0, 59, 'high'],
    [0, 40, 'high'],
    [0, 39, 'critical'],
    [0, 0, 'critical'],
    // Open breakdowns raise the level whatever the score.
    [1, 85, 'medium'],
    [1, 100, 'medium'],
    [2, 95, 'high'],
    [3, 55, 'critical'],
    [3, 100, 'critical'],
    [1, 59, 'high'],
  ])('with %i open breakdowns and score %i rates %s', (open, score, level) => {
    expect(riskLevel(open, score)).toBe(level);
  });

  it('rates an asset with one open low breakdown and score 85 as medium risk', () => {
    const m = computeAssetMetrics(
      activity({ breakdowns: 1, unresolved_breakdowns: 1, downtime_hours: 2 }),
      'operational',
    );
    expect([m.health_score, m.risk_level]).toEqual([85, 'medium']);
  });
});

describe('data quality score (spec §9: 40 + 20 + 20 + 20, maximum 100)', () => {
  it('gives 40 for work orders, 20 for a cost, 20 for an actual duration, 20 for breakdowns', () => {
    expect(dataQualityScore(NO_ACTIVITY)).toBe(0);
    expect(dataQualityScore(activity({ work_orders: 1 }))).toBe(40);
    expect(dataQualityScore(activity({ work_orders: 1, work_orders_with_cost: 1 }))).toBe(60);
    expect(dataQualityScore(activity({ work_orders: 1, work_orders_with_duration: 1 }))).toBe(60);
    expect(dataQualityScore(activity({ breakdowns: 1 }))).toBe(20);
    expect(
      dataQualityScore(
        activity({ work_orders: 3, work_orders_with_cost: 2, work_orders_with_duration: 1, breakdowns: 4 }),
      ),
    ).toBe(100);
  });
});

describe('every metric of one asset (spec §3 "Asset metrics", §9 formulas)', () => {
  it('gives the spec’s defaults to an asset with no data: availability 100, score 100, grade A, risk low', () => {
    expect(computeAssetMetrics(NO_ACTIVITY, 'operational')).toEqual({
      availability: 100,
      mtbf_hours: null,
      mttr_hours: null,
      health_score: 100,
      condition_grade: 'A',
      risk_level: 'low',
      total_maintenance_cost: 0,
      average_cost_per_breakdown: null,
      monthly_maintenance_cost: 0,
      total_work_orders: 0,
      completed_work_orders: 0,
      pending_work_orders: 0,
      overdue_work_orders: 0,
      completion_rate: null,
      total_breakdowns: 0,
      critical_breakdowns: 0,
      unresolved_breakdowns: 0,
      resolved_breakdowns: 0,
      average_repair_time: null,
      breakdown_frequency: 0,
      utilization_rate: 95,
      operational_hours: 4320,
      maintenance_hours: 0,
      downtime_hours: 0,
      failure_rate: 0,
      data_quality_score: 0,
      has_data: false,
    });
  });

  it('counts a status other than operational as data: an out-of-service asset with no history is not healthy', () => {
    const out = computeAssetMetrics(NO_ACTIVITY, 'out-of-service');
    expect([out.health_score, out.condition_grade, out.risk_level, out.has_data]).toEqual([
      50,
      'F',
      'high',
      true,
    ]);
    const inMaintenance = computeAssetMetrics(NO_ACTIVITY, 'maintenance');
    expect([inMaintenance.health_score, inMaintenance.condition_grade, inMaintenance.risk_level]).toEqual([
      80,
      'B',
      'low',
    ]);
  });

  it('computes a worked example by hand', () => {
    // 4 breakdowns (2 critical, 1 still running at 168 h, 3 resolved with 20 + 40 + 30 h): 258 h down.
    // 10 work orders (6 completed, 4 open of which 2 overdue), £1,200 of cost on 5, 18 h on 6.
    const a = activity({
      breakdowns: 4,
      critical_breakdowns: 2,
      unresolved_breakdowns: 1,
      downtime_hours: 258,
      resolved_breakdowns: 3,
      resolved_downtime_hours: 90,
      work_orders: 10,
      completed_work_orders: 6,
      open_work_orders: 4,
      overdue_work_orders: 2,
      work_orders_with_cost: 5,
      maintenance_cost: 1200,
      work_orders_with_duration: 6,
      maintenance_hours: 18,
    });
    const m = computeAssetMetrics(a, 'maintenance');
    // (4320 − 258) / 4320 = 94.03 % → 94.
    expect(m.availability).toBe(94);
    // 4062 operational hours / 2 critical = 2031.
    expect(m.operational_hours).toBe(4062);
    expect(m.mtbf_hours).toBe(2031);
    // 90 h / 3 resolved = 30.
    expect(m.mttr_hours).toBe(30);
    // 100 − 15 (1 unresolved) − 20 (2 critical) − 2 (1 point below 95) − 16 (2 overdue) − 20 (maintenance) = 27.
    expect(m.health_score).toBe(27);
    expect(m.condition_grade).toBe('F');
    expect(m.risk_level).toBe('critical');
    expect(m.total_maintenance_cost).toBe(1200);
    // £1,200 / 6 = £200 a month; £1,200 / 4 breakdowns = £300.
    expect(m.monthly_maintenance_cost).toBe(200);
    expect(m.average_cost_per_breakdown).toBe(300);
    expect(m.completion_rate).toBe(60);
    expect(m.pending_work_orders).toBe(4);
    // 18 h over 6 work orders with a duration = 3 h.
    expect(m.average_repair_time).toBe(3);
    expect(m.maintenance_hours).toBe(18);
    // 4 breakdowns / 6 months.
    expect(m.breakdown_frequency).toBe(0.67);
    // 94 − 5.
    expect(m.utilization_rate).toBe(89);
    // 2 critical per 4062 h × 1000 = 0.4924.
    expect(m.failure_rate).toBe(0.4924);
    expect(m.data_quality_score).toBe(100);
    expect(m.has_data).toBe(true);
  });

  it('clamps utilisation (availability − 5) at 0', () => {
    expect(
      computeAssetMetrics(activity({ breakdowns: 1, downtime_hours: 4200 }), 'operational').utilization_rate,
    ).toBe(0);
  });

  it('has no MTBF without critical breakdowns and no MTTR without resolved ones', () => {
    const m = computeAssetMetrics(
      activity({ breakdowns: 1, unresolved_breakdowns: 1, downtime_hours: 5 }),
      'operational',
    );
    expect(m.mtbf_hours).toBeNull();
    expect(m.mttr_hours).toBeNull();
    expect(m.failure_rate).toBe(0);
  });

  it('has no failure rate when the asset was never up but failed', () => {
    const m = computeAssetMetrics(
      activity({ breakdowns: 1, critical_breakdowns: 1, downtime_hours: 5000 }),
      'operational',
    );
    expect(m.availability).toBe(0);
    expect(m.failure_rate).toBeNull();
    expect(m.mtbf_hours).toBe(0);
  });

  it('scales the month to the window: 90 days → cost / 3', () => {
    const m = computeAssetMetrics(
      activity({ work_orders: 1, work_orders_with_cost: 1, maintenance_cost: 300 }),
      'operational',
      90,
    );
    expect(m.monthly_maintenance_cost).toBe(100);
    expect(m.operational_hours).toBe(2160);
  });
});

const row = (id: string, name: string, overrides: Partial<AssetMetricsRow>): AssetMetricsRow => ({
  id,
  asset_id: name.toUpperCase(),
  asset_name: name,
  site: null,
  category: 'machinery',
  status: 'operational',
  ...computeAssetMetrics(NO_ACTIVITY, 'operational'),
  health_percentile: 0,
  availability_percentile: 0,
  cost_percentile: 0,
  ...overrides,
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('rankings (spec §9 "by health, availability and cost percentiles; best and worst lists default to 5")', () => {
  it('ranks each value by the percent of values at or below it', () => {
    expect(percentileRanks([10, 20, 30, 40])).toEqual([25, 50, 75, 100]);
    expect(percentileRanks([50, 50])).toEqual([100, 100]);
    expect(percentileRanks([])).toEqual([]);
  });

  it('gives each asset its health, availability and cost percentile', () => {
    const [a, b] = assetPercentiles([
      row(uuid(1), 'A', { health_score: 90, availability: 99, monthly_maintenance_cost: 10 }),
      row(uuid(2), 'B', { health_score: 40, availability: 99, monthly_maintenance_cost: 50 }),
    ]);
    expect([a.health_percentile, a.availability_percentile, a.cost_percentile]).toEqual([100, 100, 50]);
    expect([b.health_percentile, b.availability_percentile, b.cost_percentile]).toEqual([50, 100, 100]);
  });

  it('lists the best and worst 5 by default, ties by name; the cheapest are the best by cost', () => {
    const rows = assetPercentiles(
      Array.from({ length: 7 }, (_, i) =>
        row(uuid(i), `Asset ${i}`, {
          health_score: 40 + i * 10,
          availability: 100 - i,
          monthly_maintenance_cost: i * 100,
        }),
      ),
    );
    const r = rankAssets(rows);
    expect(r.health.best.map((e) => e.asset_name)).toEqual([
      'Asset 6',
      'Asset 5',
      'Asset 4',
      'Asset 3',
      'Asset 2',
    ]);
    expect(r.health.worst.map((e) => e.value)).toEqual([40, 50, 60, 70, 80]);
    expect(r.availability.best[0]).toMatchObject({ asset_name: 'Asset 0', value: 100, percentile: 100 });
    expect(r.cost.best[0]).toMatchObject({ asset_name: 'Asset 0', value: 0 });
    expect(r.cost.worst[0]).toMatchObject({ asset_name: 'Asset 6', value: 600, percentile: 100 });
    expect(rankAssets(rows, 2).health.best).toHaveLength(2);
  });
});

describe('fleet summary', () => {
  it('averages availability over the assets and pools MTBF, MTTR and cost', () => {
    const first = activity({
      breakdowns: 2,
      critical_breakdowns: 1,
      downtime_hours: 432, // 90 %
      resolved_breakdowns: 2,
      resolved_downtime_hours: 432,
      work_orders: 1,
      work_orders_with_cost: 1,
      maintenance_cost: 600,
    });
    const second = activity({
      breakdowns: 1,
      critical_breakdowns: 1,
      downtime_hours: 0,
      resolved_breakdowns: 1,
      resolved_downtime_hours: 0,
    });
    const summary = summarizeFleet([
      { activity: first, metrics: computeAssetMetrics(first, 'operational') },
      { activity: second, metrics: computeAssetMetrics(second, 'operational') },
      { activity: NO_ACTIVITY, metrics: computeAssetMetrics(NO_ACTIVITY, 'operational') },
    ]);
    // (90 + 100 + 100) / 3 = 96.7.
    expect(summary.availability).toBe(96.7);
    // (3888 + 4320 + 4320) / 2 critical = 6264.
    expect(summary.mtbf_hours).toBe(6264);
    // 432 h over 3 resolved breakdowns = 144.
    expect(summary.mttr_hours).toBe(144);
    expect(summary.total_maintenance_cost).toBe(600);
    expect(summary.monthly_maintenance_cost).toBe(100);
    // Health: first 100 − 10 − 10 (5 points below 95 × 2) = 80, second 90, third 100.
    expect(summary.average_health_score).toBe(90);
    expect(summary.by_grade).toEqual({ A: 2, B: 1, C: 0, D: 0, F: 0 });
    expect(summary.by_risk).toEqual({ low: 3, medium: 0, high: 0, critical: 0 });
    expect(summary.health_distribution.map((b) => [b.label, b.colour, b.count])).toEqual([
      ['0–59', 'red', 0],
      ['60–69', 'orange', 0],
      ['70–79', 'yellow', 0],
      ['80–89', 'blue', 1],
      ['90–100', 'green', 2],
    ]);
  });

  it('has no averages without assets', () => {
    const summary = summarizeFleet([]);
    expect([
      summary.availability,
      summary.mtbf_hours,
      summary.mttr_hours,
      summary.average_health_score,
    ]).toEqual([null, null, null, null]);
  });

  it('puts each score in one band, 59/60 and 89/90 on either side', () => {
    expect(healthDistribution([59, 60, 89, 90, 100]).map((b) => b.count)).toEqual([1, 1, 0, 1, 2]);
  });
});

describe('the fleet’s availability and MTTR from breakdowns alone (fleetUptime, the dashboard)', () => {
  it('equals the fleet summary’s for any mix of statuses, downtime and work', () => {
    const statuses = ['operational', 'maintenance', 'out-of-service', 'awaiting-release'] as const;
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let fleet = 0; fleet < 50; fleet++) {
      const assets = Array.from({ length: 1 + next(40) }, () => {
        const breakdowns = next(3) === 0 ? 0 : 1 + next(5);
        const resolved = breakdowns > 0 ? next(breakdowns + 1) : 0;
        const work = next(2) === 0 ? 0 : 1 + next(9);
        const a = activity({
          breakdowns,
          critical_breakdowns: breakdowns > 0 ? next(breakdowns + 1) : 0,
          unresolved_breakdowns: breakdowns - resolved,
          downtime_hours: breakdowns > 0 ? next(5000) / 4 : 0,
          resolved_breakdowns: resolved,
          resolved_downtime_hours: resolved > 0 ? next(400) / 8 : 0,
          work_orders: work,
          open_work_orders: work > 0 ? next(work + 1) : 0,
          overdue_work_orders: work > 0 ? next(2) : 0,
          maintenance_cost: work * 35,
          work_orders_with_cost: work,
        });
        const status = statuses[next(statuses.length)];
        return { activity: a, metrics: computeAssetMetrics(a, status, 90) };
      });
      const summary = summarizeFleet(assets, 90);
      const withBreakdowns = assets.filter((a) => a.activity.breakdowns > 0).map((a) => a.activity);
      expect(fleetUptime(assets.length, withBreakdowns, 90)).toEqual({
        availability: summary.availability,
        mttr_hours: summary.mttr_hours,
      });
    }
  });

  it('has no figures for a fleet without assets or resolved breakdowns', () => {
    expect(fleetUptime(0, [])).toEqual({ availability: null, mttr_hours: null });
    expect(fleetUptime(3, [])).toEqual({ availability: 100, mttr_hours: null });
  });
});

describe('sorting and the query', () => {
  const rows = [
    row(uuid(1), 'Beta', { health_score: 50, mtbf_hours: null }),
    row(uuid(2), 'Alpha', { health_score: 50, mtbf_hours: 100 }),
    row(uuid(3), 'Gamma', { health_score: 90, mtbf_hours: 300 }),
  ];

  it('sorts ascending, or descending with "-", ties by name and nulls last', () => {
    expect(sortAssetMetrics(rows, 'health_score').map((r) => r.asset_name)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect(sortAssetMetrics(rows, '-health_score').map((r) => r.asset_name)).toEqual([
      'Gamma',
      'Alpha',
      'Beta',
    ]);
    expect(sortAssetMetrics(rows, '-mtbf_hours').map((r) => r.asset_name)).toEqual([
      'Gamma',
      'Alpha',
      'Beta',
    ]);
    expect(sortAssetMetrics(rows, 'asset_name').map((r) => r.asset_name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('defaults to 180 days sorted by health, and refuses a window outside 7–730 days or an unknown sort', () => {
    expect(assetAnalyticsQuerySchema.parse({})).toEqual({ window_days: 180, sort: 'health_score' });
    expect(assetAnalyticsQuerySchema.safeParse({ window_days: '6' }).success).toBe(false);
    expect(assetAnalyticsQuerySchema.safeParse({ window_days: '731' }).success).toBe(false);
    expect(assetAnalyticsQuerySchema.safeParse({ window_days: '1.5' }).success).toBe(false);
    expect(assetAnalyticsQuerySchema.safeParse({ sort: 'colour' }).success).toBe(false);
    expect(assetAnalyticsQuerySchema.safeParse({ category: 'spaceship' }).success).toBe(false);
  });
});

describe('CSV export', () => {
  it('writes one row per asset with numbers as numbers and formulas escaped', () => {
    const csv = assetAnalyticsToCsv([row(uuid(1), '=cmd', { health_score: 57, mtbf_hours: null })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error(parsed.error);
    const [header, first] = parsed.rows;
    expect(header.slice(0, 6)).toEqual([
      'Asset ID',
      'Asset name',
      'Site',
      'Category',
      'Status',
      'Health score',
    ]);
    expect(first[1]).toBe('=cmd'); // read back without the protective quote
    expect(csv).toContain("'=cmd");
    expect(first[5]).toBe('57');
    expect(first[header.indexOf('MTBF (h)')]).toBe('');
  });

  it('names the file after the window, the filters and the day', () => {
    expect(assetAnalyticsExportFilename(180, { site: 'Leeds North', category: 'hvac' }, '2026-06-30')).toBe(
      'asset-analytics-180d-leeds-north-hvac-2026-06-30.csv',
    );
    expect(assetAnalyticsExportFilename(90, {}, '2026-06-30')).toBe('asset-analytics-90d-2026-06-30.csv');
  });
});
