import {
  type AnalyticsBreakdown,
  type AnalyticsWorkOrder,
  aggregateAssetActivity,
  BREAKDOWN_STATUSES,
  computeAssetMetrics,
  SEVERITIES,
  WORK_ORDER_STATUSES,
} from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asset_breakdowns, work_orders } from '../../../db/schema';
import { call, createAsset, createBreakdown, createWorkOrder, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { getFleetSummary } from '..';

const clock = new Date('2026-06-30T12:00:00Z');
const hoursAgo = (h: number) => new Date(clock.getTime() - h * 3_600_000).toISOString();
let cookie: string;
const t = useTestApp({ now: () => clock });
beforeAll(async () => {
  cookie = (await signedIn(t.app, 'user')).cookie;
});

const get = (url: string) => call(t.app, 'GET', url, cookie);

describe('asset analytics on a constructed plant, computed by hand (spec §9, 180 days = 4320 h)', () => {
  let press: string;
  let oven: string;

  beforeAll(async () => {
    press = (await createAsset(t.app, { asset_name: 'Press', site: 'Leeds', category: 'machinery' })).id;
    oven = (
      await createAsset(t.app, { asset_name: 'Oven', site: 'York', category: 'hvac', status: 'maintenance' })
    ).id;
    await createAsset(t.app, {
      asset_name: 'Fridge',
      site: 'Leeds',
      category: 'refrigeration',
      status: 'out-of-service',
    });
    const archived = await createAsset(t.app, { asset_name: 'Old mixer', archived_at: hoursAgo(10) });

    // Press breakdowns: completed critical 20 h, resolved 60 h, a critical one running for 300 h (capped
    // at 168), a cancelled one (no failure) and one from before the window: 20 + 60 + 168 = 248 h down.
    const ended = (start: number, hours: number) => ({
      breakdown_start_time: hoursAgo(start),
      breakdown_end_time: hoursAgo(start - hours),
      downtime_hours: hours,
    });
    await createBreakdown(t.app, press, { severity: 'critical', status: 'completed', ...ended(100, 20) });
    await createBreakdown(t.app, press, { severity: 'high', status: 'resolved', ...ended(80, 60) });
    await createBreakdown(t.app, press, {
      severity: 'critical',
      status: 'assigned',
      breakdown_start_time: hoursAgo(300),
    });
    await createBreakdown(t.app, press, { severity: 'critical', status: 'cancelled', ...ended(40, 7) });
    await createBreakdown(t.app, press, { severity: 'critical', status: 'completed', ...ended(5000, 100) });
    await createBreakdown(t.app, archived.id, {
      severity: 'critical',
      status: 'reported',
      breakdown_start_time: hoursAgo(5),
    });

    // Press work orders: two completed in the window (£300 + £150.50, 2 h + 4 h), a pending one created
    // long ago and scheduled two days ago (open, so it counts, and overdue), one in progress scheduled
    // tomorrow, and one completed before the window (£1,000, not counted).
    await createWorkOrder(t.app, press, {
      status: 'completed',
      date_created: hoursAgo(200),
      cost: 300,
      actual_duration: 2,
    });
    await createWorkOrder(t.app, press, {
      status: 'completed',
      date_created: hoursAgo(100),
      cost: 150.5,
      actual_duration: 4,
    });
    await createWorkOrder(t.app, press, {
      status: 'pending',
      date_created: hoursAgo(6000),
      date_scheduled: hoursAgo(48),
    });
    await createWorkOrder(t.app, press, {
      status: 'in-progress',
      date_created: hoursAgo(10),
      date_scheduled: hoursAgo(-24),
    });
    await createWorkOrder(t.app, press, { status: 'completed', date_created: hoursAgo(5000), cost: 1000 });
    // The oven: one pending work order without a schedule, nothing else.
    await createWorkOrder(t.app, oven, { status: 'pending', date_created: hoursAgo(10) });
  });

  it('computes every metric of the press', async () => {
    const response = await get(`/api/analytics/assets/${press}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: press,
      asset_id: expect.any(String),
      asset_name: 'Press',
      site: 'Leeds',
      category: 'machinery',
      status: 'operational',
      window_days: 180,
      window_hours: 4320,
      generated_at: clock.toISOString(),
      // (4320 − 248) / 4320 = 94.26 % → 94.
      availability: 94,
      // 4072 operational hours / 2 critical breakdowns.
      mtbf_hours: 2036,
      // (20 + 60) / 2 resolved.
      mttr_hours: 40,
      // 100 − 15 (1 running) − 20 (2 critical) − 2 (1 point below 95) − 8 (1 overdue) = 55.
      health_score: 55,
      condition_grade: 'F',
      risk_level: 'high',
      total_maintenance_cost: 450.5,
      // £450.50 / 3 breakdowns; / 6 months.
      average_cost_per_breakdown: 150.17,
      monthly_maintenance_cost: 75.08,
      total_work_orders: 4,
      completed_work_orders: 2,
      pending_work_orders: 2,
      overdue_work_orders: 1,
      completion_rate: 50,
      total_breakdowns: 3,
      critical_breakdowns: 2,
      unresolved_breakdowns: 1,
      resolved_breakdowns: 2,
      average_repair_time: 3,
      breakdown_frequency: 0.5,
      utilization_rate: 89,
      operational_hours: 4072,
      maintenance_hours: 6,
      downtime_hours: 248,
      // 2 / 4072 × 1000.
      failure_rate: 0.4912,
      data_quality_score: 100,
      has_data: true,
    });
  });

  it('lists every asset not archived, worst health first, with percentiles, rankings and the fleet summary', async () => {
    const response = await get('/api/analytics/assets');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      window_days: 180,
      window_hours: 4320,
      site: null,
      category: null,
      total: 3,
    });
    expect(body.sites).toEqual(['Leeds', 'York']);
    // Oven: data (one work order), 100 % available, in maintenance → 80, B, low. Fridge: no history, but
    // out of service is data (only an operational asset with no history gets the defaults): 100 − 50 = 50, F, high (below 60).
    expect(
      body.data.map((r: Record<string, unknown>) => [
        r.asset_name,
        r.health_score,
        r.condition_grade,
        r.risk_level,
        r.availability,
        r.health_percentile,
        r.cost_percentile,
        r.data_quality_score,
      ]),
    ).toEqual([
      ['Fridge', 50, 'F', 'high', 100, 33, 67, 0],
      ['Press', 55, 'F', 'high', 94, 67, 100, 100],
      ['Oven', 80, 'B', 'low', 100, 100, 67, 40],
    ]);
    expect(body.summary).toMatchObject({
      asset_count: 3,
      // (94 + 100 + 100) / 3.
      availability: 98,
      // (4072 + 4320 + 4320) / 2 critical.
      mtbf_hours: 6356,
      mttr_hours: 40,
      average_health_score: 61.7,
      total_maintenance_cost: 450.5,
      monthly_maintenance_cost: 75.08,
      total_breakdowns: 3,
      critical_breakdowns: 2,
      unresolved_breakdowns: 1,
      overdue_work_orders: 1,
      downtime_hours: 248,
      by_grade: { A: 0, B: 1, C: 0, D: 0, F: 2 },
      by_risk: { low: 1, medium: 0, high: 2, critical: 0 },
    });
    expect(body.summary.health_distribution.map((b: { count: number }) => b.count)).toEqual([2, 0, 0, 1, 0]);
    const names = (list: Array<{ asset_name: string }>) => list.map((e) => e.asset_name);
    expect(names(body.rankings.health.best)).toEqual(['Oven', 'Press', 'Fridge']);
    expect(names(body.rankings.health.worst)).toEqual(['Fridge', 'Press', 'Oven']);
    expect(body.rankings.cost.worst[0]).toMatchObject({ asset_name: 'Press', value: 75.08, percentile: 100 });
    expect(names(body.rankings.availability.worst)).toEqual(['Press', 'Fridge', 'Oven']);
  });

  it('gives other modules the same fleet summary (the dashboard’s tiles)', async () => {
    const list = (await get('/api/analytics/assets')).json();
    expect(await getFleetSummary(t.app.ctx, null)).toEqual(list.summary);
  });

  it('filters by site and category, sorts on request, and counts over another window', async () => {
    const leeds = (await get('/api/analytics/assets?site=Leeds&sort=-availability')).json();
    expect(leeds.data.map((r: { asset_name: string }) => r.asset_name)).toEqual(['Fridge', 'Press']);
    expect(leeds.site).toBe('Leeds');
    expect(leeds.sites).toEqual(['Leeds', 'York']);
    const hvac = (await get('/api/analytics/assets?category=hvac')).json();
    expect(hvac.data.map((r: { id: string }) => r.id)).toEqual([oven]);
    // 30 days = 720 h: the same 248 h down → (720 − 248) / 720 = 65.6 % → 66; the health score floors at 0.
    const month = (await get(`/api/analytics/assets/${press}?window_days=30`)).json();
    expect(month).toMatchObject({
      window_hours: 720,
      availability: 66,
      health_score: 0,
      risk_level: 'critical',
    });
    expect(month.monthly_maintenance_cost).toBe(450.5);
  });

  it('exports the table as CSV with the filters in the file name', async () => {
    const response = await get('/api/analytics/assets/export.csv?site=Leeds');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="asset-analytics-180d-leeds-2026-06-30.csv"',
    );
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Asset ID,Asset name,Site,Category,Status,Health score/);
    expect(lines.find((line) => line.includes(',Press,'))).toContain(
      ',Press,Leeds,machinery,operational,55,F,high,94,2036,40,450.5,75.08,',
    );
  });

  it('answers 304 to a revalidation when nothing changed', async () => {
    const first = await get('/api/analytics/assets');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/assets',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('refusals', () => {
  it('refuses anyone not signed in (401)', async () => {
    for (const url of [
      '/api/analytics/assets',
      '/api/analytics/assets/export.csv',
      '/api/analytics/assets/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('refuses bad input (400) and answers 404 for an unknown asset', async () => {
    expect((await get('/api/analytics/assets?window_days=0')).statusCode).toBe(400);
    expect((await get('/api/analytics/assets?window_days=abc')).statusCode).toBe(400);
    expect((await get('/api/analytics/assets?sort=colour')).statusCode).toBe(400);
    expect((await get('/api/analytics/assets?category=spaceship')).statusCode).toBe(400);
    expect((await get('/api/analytics/assets/export.csv?window_days=9999')).statusCode).toBe(400);
    expect((await get('/api/analytics/assets/not-a-uuid')).statusCode).toBe(400);
    const missing = await get('/api/analytics/assets/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'asset_not_found',
      message: 'Asset with ID "00000000-0000-4000-8000-000000000000" not found in database',
    });
  });
});

describe('the database’s sums follow the domain’s definition row by row', () => {
  it('agrees with aggregateAssetActivity on a random history', async () => {
    const asset = await createAsset(t.app, { asset_name: 'Random' });
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
    for (let i = 0; i < 60; i++) {
      const start = Math.floor(next() * 6000);
      const status = pick(BREAKDOWN_STATUSES);
      const running = status === 'reported' || status === 'assigned';
      const hours = Math.round(next() * 300 * 100) / 100;
      await createBreakdown(t.app, asset.id, {
        severity: pick(SEVERITIES),
        status,
        breakdown_start_time: hoursAgo(start),
        breakdown_end_time: running && next() < 0.8 ? null : hoursAgo(Math.max(0, start - hours)),
        downtime_hours: running || next() < 0.2 ? null : hours,
      });
    }
    for (let i = 0; i < 80; i++) {
      await createWorkOrder(t.app, asset.id, {
        status: pick(WORK_ORDER_STATUSES),
        date_created: hoursAgo(Math.floor(next() * 6000)),
        date_scheduled: next() < 0.3 ? null : hoursAgo(Math.floor(next() * 400) - 200),
        cost: next() < 0.5 ? null : Math.round(next() * 50000) / 100,
        actual_duration: next() < 0.5 ? null : Math.round(next() * 1000) / 100,
      });
    }
    const breakdowns = (await t.app.ctx.db
      .select()
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, asset.id))) as unknown as AnalyticsBreakdown[];
    const orders = (await t.app.ctx.db
      .select()
      .from(work_orders)
      .where(eq(work_orders.asset_id, asset.id))) as unknown as AnalyticsWorkOrder[];
    for (const windowDays of [180, 30]) {
      const expected = computeAssetMetrics(
        aggregateAssetActivity({ breakdowns, workOrders: orders }, clock, windowDays),
        'operational',
        windowDays,
      );
      const actual = (await get(`/api/analytics/assets/${asset.id}?window_days=${windowDays}`)).json();
      expect(actual).toMatchObject(expected);
    }
  });
});
