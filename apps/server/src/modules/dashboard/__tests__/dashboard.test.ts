import {
  CLEARED_HYGIENE_CLEARANCE,
  occurrenceIntervalDays,
  pmOnTimeUntil,
  type TaskFrequency,
} from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client';
import { pmOnTimeUntilSql } from '../../../db/pm-on-time';
import { maintenance_completions } from '../../../db/schema';
import {
  call,
  createAsset,
  createBreakdown,
  createInventoryItem,
  createMaintenanceTask,
  createWorkOrder,
  signedIn,
} from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { backfillRecords } from '../../records/index';

// Wednesday 25 November 2026, 10:00 in London (GMT): the week began on Monday 23 November.
const clock = new Date('2026-11-25T10:00:00Z');
const t = useTestApp({ now: () => clock });

const at = (iso: string) => new Date(iso).toISOString();

describe('GET /api/dashboard on a constructed plant, computed by hand', () => {
  let tech: Awaited<ReturnType<typeof signedIn>>;
  let filler: string;
  let oven: string;
  let overdueOrder: string;
  let scheduledOrder: string;
  let runningBreakdown: string;
  let dueTask: string;
  let correctiveTask: string;

  beforeAll(async () => {
    tech = await signedIn(t.app, 'technician');
    filler = (await createAsset(t.app, { asset_id: 'FIL-1', asset_name: 'Filler' })).id;
    oven = (await createAsset(t.app, { asset_id: 'OVN-1', asset_name: 'Oven' })).id;
    await createAsset(t.app, { asset_id: 'MIX-1', asset_name: 'Mixer', status: 'maintenance' });
    await createAsset(t.app, {
      asset_id: 'OLD-1',
      asset_name: 'Old',
      archived_at: at('2026-01-01T00:00:00Z'),
    });

    // Breakdowns. Critical and running for 4 h, this week (the filler is down: it leaves the operational count):
    await createBreakdown(t.app, filler, {
      severity: 'critical',
      status: 'reported',
      breakdown_start_time: at('2026-11-25T06:00:00Z'),
    });
    // Running for 15 days (360 h), capped at 168 h (spec §9), in the week of 9 November, assigned to the technician:
    runningBreakdown = (
      await createBreakdown(t.app, filler, {
        severity: 'high',
        status: 'assigned',
        assigned_to: tech.user.id,
        breakdown_start_time: at('2026-11-10T10:00:00Z'),
      })
    ).id;
    // Resolved after 3 h, in the week of 16 November:
    await createBreakdown(t.app, oven, {
      status: 'resolved',
      breakdown_start_time: at('2026-11-17T08:00:00Z'),
      breakdown_end_time: at('2026-11-17T11:00:00Z'),
      downtime_hours: 3,
    });
    // Cancelled (not counted) and older than the 12 weeks (not shown):
    await createBreakdown(t.app, oven, {
      status: 'cancelled',
      breakdown_start_time: at('2026-11-18T08:00:00Z'),
    });
    await createBreakdown(t.app, oven, {
      status: 'resolved',
      breakdown_start_time: at('2026-08-01T08:00:00Z'),
      breakdown_end_time: at('2026-08-01T18:00:00Z'),
      downtime_hours: 10,
    });

    // Work orders: one overdue (the technician's), one scheduled in two days, one unscheduled, one done.
    overdueOrder = (
      await createWorkOrder(t.app, filler, {
        title: 'Replace seal',
        status: 'pending',
        assigned_to: tech.user.id,
        date_scheduled: at('2026-11-20T09:00:00Z'),
      })
    ).id;
    scheduledOrder = (
      await createWorkOrder(t.app, oven, {
        title: 'Calibrate probe',
        status: 'in-progress',
        date_scheduled: at('2026-11-27T09:00:00Z'),
      })
    ).id;
    await createWorkOrder(t.app, oven, { title: 'Paint guard', status: 'pending' });
    await createWorkOrder(t.app, oven, {
      title: 'Done job',
      status: 'completed',
      date_completed: at('2026-11-02T09:00:00Z'),
      completed_by: 'Tom Tech',
    });

    // Tasks: a PM due in three days (the technician's), a PM missed this month, an inactive one, a corrective one.
    dueTask = (
      await createMaintenanceTask(t.app, filler, {
        title: 'Lubricate bearings',
        type: 'preventive',
        assigned_to: tech.user.id,
        next_due_date: at('2026-11-28T08:00:00Z'),
      })
    ).id;
    const missed = await createMaintenanceTask(t.app, oven, {
      title: 'Clean extractor',
      type: 'preventive',
      next_due_date: at('2026-11-10T08:00:00Z'),
    });
    await createMaintenanceTask(t.app, oven, {
      title: 'Retired check',
      is_active: false,
      next_due_date: at('2026-11-26T08:00:00Z'),
    });
    correctiveTask = (
      await createMaintenanceTask(t.app, oven, {
        title: 'Fix door',
        type: 'corrective',
        next_due_date: at('2026-11-26T08:00:00Z'),
      })
    ).id;

    // Completions this month: one early, one two days late (within a monthly task's grace of a tenth of
    // its interval, about three days), one five days late; one of October (another month).
    const completion = (due: string, done: string) => ({
      task_id: missed.id,
      asset_id: oven,
      task_title: 'Clean extractor',
      due_date: at(due),
      completed_at: at(done),
      completed_by_name: 'Tom Tech',
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    await t.app.ctx.db.insert(maintenance_completions).values([
      completion('2026-11-05T08:00:00Z', '2026-11-04T15:00:00Z'),
      completion('2026-11-12T08:00:00Z', '2026-11-14T15:00:00Z'),
      completion('2026-11-13T08:00:00Z', '2026-11-18T09:00:00Z'),
      completion('2026-10-20T08:00:00Z', '2026-10-20T07:00:00Z'),
      // A corrective task's completion is no PM: it does not count towards PM compliance.
      {
        ...completion('2026-11-06T08:00:00Z', '2026-11-06T07:00:00Z'),
        task_id: correctiveTask,
        task_title: 'Fix door',
      },
    ]);
    // Their records (and the done work order's): six, none signed yet.
    await backfillRecords(t.app.ctx);

    // Stock: out of stock, low, fine, and a low one archived.
    await createInventoryItem(t.app, { quantity_in_stock: 0, min_stock_level: 5 });
    await createInventoryItem(t.app, { quantity_in_stock: 2, min_stock_level: 5 });
    await createInventoryItem(t.app, { quantity_in_stock: 10, min_stock_level: 5 });
    await createInventoryItem(t.app, {
      quantity_in_stock: 1,
      min_stock_level: 5,
      archived_at: at('2026-01-01T00:00:00Z'),
    });
  });

  it('counts the header and the tiles', async () => {
    const response = await call(t.app, 'GET', '/api/dashboard', tech.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.counters).toEqual({ operational_assets: 1, critical_breakdowns: 1, open_work_orders: 3 });
    expect(body.tiles).toMatchObject({
      active_breakdowns: 2,
      overdue_work_orders: 1,
      pm_due_7_days: 1,
      low_stock_items: 2,
      records_awaiting_signatures: 6,
      // Due so far this month: three completed (two on time) and one missed → 2 / 4 = 50 % against 90 %.
      pm_compliance: { value: 50, target: 90, standing: 'missed', due: 4, on_time: 2 },
    });
  });

  it('takes fleet availability and MTTR from asset analytics, against the KPI targets', async () => {
    const body = (await call(t.app, 'GET', '/api/dashboard', tech.cookie)).json();
    const analytics = (await call(t.app, 'GET', '/api/analytics/assets', tech.cookie)).json();
    expect(body.tiles.availability.value).toBe(analytics.summary.availability);
    expect(body.tiles.availability.target).toBe(95);
    expect(body.tiles.mttr_hours.value).toBe(analytics.summary.mttr_hours);
    expect(body.tiles.mttr_hours.target).toBe(4);
  });

  it('charts 12 weeks of breakdowns and downtime, and the assets with most downtime', async () => {
    const body = (await call(t.app, 'GET', '/api/dashboard', tech.cookie)).json();
    expect(body.weekly).toHaveLength(12);
    // Monday 7 September, 00:00 in London, is still summer time (BST = UTC+1).
    expect(body.weekly[0].week_start).toBe('2026-09-06T23:00:00.000Z');
    expect(body.weekly[11].week_start).toBe('2026-11-23T00:00:00.000Z');
    expect(body.weekly.slice(9)).toEqual([
      { week_start: '2026-11-09T00:00:00.000Z', breakdowns: 1, downtime_hours: 168 },
      { week_start: '2026-11-16T00:00:00.000Z', breakdowns: 1, downtime_hours: 3 },
      { week_start: '2026-11-23T00:00:00.000Z', breakdowns: 1, downtime_hours: 4 },
    ]);
    expect(body.weekly.slice(0, 9).every((w: { breakdowns: number }) => w.breakdowns === 0)).toBe(true);
    expect(body.top_downtime).toEqual([
      { id: filler, asset_id: 'FIL-1', asset_name: 'Filler', breakdowns: 2, downtime_hours: 172 },
      { id: oven, asset_id: 'OVN-1', asset_name: 'Oven', breakdowns: 1, downtime_hours: 3 },
    ]);
  });

  it('lists the next 7 days of scheduled maintenance, soonest first', async () => {
    const body = (await call(t.app, 'GET', '/api/dashboard', tech.cookie)).json();
    expect(
      body.upcoming.map((w: { kind: string; id: string; url: string }) => [w.kind, w.id, w.url]),
    ).toEqual([
      ['maintenance-task', correctiveTask, `/maintenance?highlight=${correctiveTask}`],
      ['work-order', scheduledOrder, `/work-orders?highlight=${scheduledOrder}`],
      ['maintenance-task', dueTask, `/maintenance?highlight=${dueTask}`],
    ]);
  });

  it("lists the signed-in person's open work, overdue flagged", async () => {
    const body = (await call(t.app, 'GET', '/api/dashboard', tech.cookie)).json();
    expect(
      body.my_work.map((w: { kind: string; id: string; overdue: boolean }) => [w.kind, w.id, w.overdue]),
    ).toEqual([
      ['breakdown', runningBreakdown, false],
      ['work-order', overdueOrder, true],
      ['maintenance-task', dueTask, false],
    ]);
    const manager = await signedIn(t.app, 'manager');
    expect((await call(t.app, 'GET', '/api/dashboard', manager.cookie)).json().my_work).toEqual([]);
  });

  it('answers 304 to a revalidation when nothing changed', async () => {
    const first = await call(t.app, 'GET', '/api/dashboard', tech.cookie);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: tech.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('PM compliance grace in the database', () => {
  it.each<[string, TaskFrequency, number | null]>([
    ['2026-06-10T07:00:00.000Z', 'daily', null],
    ['2026-06-10T22:30:00.000Z', 'weekly', null],
    ['2026-11-10T08:00:00.000Z', 'weekly', null],
    ['2026-03-29T00:30:00.000Z', 'daily', null],
    ['2026-06-10T07:00:00.000Z', 'monthly', null],
    ['2026-12-01T02:12:00.000Z', 'quarterly', null],
    ['2026-06-10T07:00:00.000Z', 'semi-annual', null],
    ['2026-06-10T07:00:00.000Z', 'annual', null],
    ['2026-06-10T07:00:00.000Z', 'custom', 14],
  ])('agrees with the domain rule for a task due %s (%s)', async (due, frequency, customDays) => {
    const timeZone = t.app.ctx.config.PLANT_TIME_ZONE;
    const [row] = await selectRows<{ until: string | Date }>(
      t.app.ctx.db,
      sql`select ${pmOnTimeUntilSql(timeZone)} as until
          from (values (${due}::timestamptz)) c(due_date),
               (values (${frequency}::text, ${customDays}::int)) t(frequency, custom_frequency_days)`,
    );
    const expected = pmOnTimeUntil(new Date(due), occurrenceIntervalDays(frequency, customDays), timeZone);
    expect(new Date(row?.until as string).toISOString()).toBe(expected.toISOString());
  });
});
