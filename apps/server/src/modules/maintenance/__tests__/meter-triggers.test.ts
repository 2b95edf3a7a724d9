import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  maintenance_due_alerts,
  maintenance_tasks,
  meter_readings,
  notification_broadcasts,
  work_orders,
} from '../../../db/schema';
import { call, createAsset, post } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';
import { sendDueAlerts } from '../send-due-alerts';

const DAY = 86_400_000;
const start = new Date('2026-11-01T08:00:00.000Z').getTime();
// The clock stands on 14 Nov; readings are dated back from it (the rate looks at the last 30 days).
const clock = new Date(start + 13 * DAY);
const at = (days: number) => new Date(start + days * DAY).toISOString();

let manager: SignedIn;
let tech: SignedIn;
const t = useTestApp({ now: () => clock });
beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
  tech = await signedIn(t.app, 'technician');
});

async function meterOn(assetId: string, body: Record<string, unknown>) {
  const response = await post(t.app, manager.cookie, `/api/assets/${assetId}/meters`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function read(meterId: string, value: number, days: number, cookie = tech.cookie) {
  const response = await post(t.app, cookie, `/api/meters/${meterId}/readings`, {
    value,
    taken_at: at(days),
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function createTask(body: Record<string, unknown>) {
  const response = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
    title: 'Service compressor',
    frequency: 'annual',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; next_due_date: string | null; due_forecast: boolean };
}

const getTask = async (id: string) =>
  (await call(t.app, 'GET', `/api/maintenance-tasks/${id}`, manager.cookie)).json();

describe('usage-based tasks on a counter', () => {
  it('a 500-hour task completed at 20 h is due at 520 h, not at 480 h, and counts again from its completion', async () => {
    const asset = await createAsset(t.app);
    const meter = await meterOn(asset.id, { name: 'Run hours', unit: 'h', kind: 'cumulative' });
    await read(meter.id, 20, 0);
    const task = await createTask({
      asset_id: asset.id,
      trigger: 'usage',
      meter_trigger: { meter_id: meter.id, every: 500 },
    });
    // One reading only: no rate to forecast from.
    expect(task).toMatchObject({ next_due_date: null, due_forecast: false, usage_remaining: 500 });

    await read(meter.id, 480, 10);
    let now = await getTask(task.id);
    expect(now.usage_remaining).toBe(40);
    expect(now.due_forecast).toBe(true);
    // 460 h in 10 days is 46 h a day: 40 h left is 40/46 of a day after the 480 h reading.
    expect(new Date(now.next_due_date).getTime()).toBeCloseTo(start + 10 * DAY + (40 / 46) * DAY, -3);

    const alertsOf = async () =>
      (
        await t.app.ctx.db
          .select()
          .from(maintenance_due_alerts)
          .where(eq(maintenance_due_alerts.task_id, task.id))
      ).map((a) => a.kind);
    // A forecast moves with each reading: no "maintenance due" alert for it.
    await sendDueAlerts(t.app.ctx);
    expect(await alertsOf()).toEqual([]);
    await read(meter.id, 519, 11);
    expect((await getTask(task.id)).usage_remaining).toBe(1);
    await read(meter.id, 520, 12);
    now = await getTask(task.id);
    expect(now).toMatchObject({ next_due_date: at(12), due_forecast: false, usage_remaining: 0 });

    const overdue = await call(
      t.app,
      'GET',
      `/api/maintenance-tasks?overdue=true&asset_id=${asset.id}`,
      manager.cookie,
    );
    expect(overdue.json().data.map((row: { id: string }) => row.id)).toEqual([task.id]);
    // Due by usage: the existing due-alerts job tells of it, once.
    await sendDueAlerts(t.app.ctx);
    await sendDueAlerts(t.app.ctx);
    expect(await alertsOf()).toEqual(['overdue']);

    // Completed with a typed reading of 530 h: it is saved as a reading and the next one is due at 1,030 h.
    const done = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      meter_reading: 530,
    });
    expect(done.statusCode, done.body).toBe(200);
    const readings = await t.app.ctx.db
      .select()
      .from(meter_readings)
      .where(eq(meter_readings.meter_id, meter.id));
    expect(readings.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual([20, 480, 519, 520, 530]);
    const completions = (
      await call(t.app, 'GET', `/api/maintenance-tasks/${task.id}/completions`, manager.cookie)
    ).json();
    expect(completions.data[0].meter_reading).toBe(530);
    now = await getTask(task.id);
    expect(now.usage_remaining).toBe(500);
    expect(now.due_forecast).toBe(true);
    expect(new Date(now.next_due_date).getTime()).toBeGreaterThan(clock.getTime());
  });

  it('whichever comes first: the calendar date stands until usage forecasts an earlier one', async () => {
    const asset = await createAsset(t.app);
    const meter = await meterOn(asset.id, { name: 'Cycles', unit: 'cycles', kind: 'cumulative' });
    await read(meter.id, 0, 0);
    const task = await createTask({
      asset_id: asset.id,
      frequency: 'monthly',
      next_due_date: at(30),
      trigger: 'either',
      meter_trigger: { meter_id: meter.id, every: 1000 },
    });
    expect(task).toMatchObject({ next_due_date: at(30), due_forecast: false, calendar_due_date: at(30) });
    // 100 cycles a day: 1,000 cycles falls on day 10, before the calendar's day 30.
    await read(meter.id, 100, 1);
    const now = await getTask(task.id);
    expect(now).toMatchObject({ next_due_date: at(10), due_forecast: true, calendar_due_date: at(30) });
    const calendar = await call(
      t.app,
      'GET',
      `/api/calendar/tasks?from=${at(0)}&to=${at(40)}`,
      manager.cookie,
    );
    const row = calendar.json().data.find((r: { id: string }) => r.id === task.id);
    expect(row).toMatchObject({ next_due_date: at(10), due_forecast: true });
  });

  it('refuses a trigger that does not fit its meter, in plain words', async () => {
    const asset = await createAsset(t.app);
    const counter = await meterOn(asset.id, { name: 'Hours', unit: 'h', kind: 'cumulative' });
    const other = await meterOn((await createAsset(t.app)).id, {
      name: 'Hours',
      unit: 'h',
      kind: 'cumulative',
    });
    const base = { title: 'Oil change', asset_id: asset.id, trigger: 'usage' };
    const noEvery = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      ...base,
      meter_trigger: { meter_id: counter.id },
    });
    expect(noEvery.statusCode).toBe(400);
    expect(noEvery.json().error.message).toContain('Say every how many h the task is due');
    const foreign = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      ...base,
      meter_trigger: { meter_id: other.id, every: 500 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain("Pick one of this asset's meters");
    const noMeter = await post(t.app, manager.cookie, '/api/maintenance-tasks', base);
    expect(noMeter.statusCode).toBe(400);
    const refused = await post(t.app, tech.cookie, '/api/maintenance-tasks', {
      ...base,
      meter_trigger: { meter_id: counter.id, every: 500 },
    });
    expect(refused.statusCode).toBe(403);
  });
});

async function gaugeTask() {
  const asset = await createAsset(t.app);
  const meter = await meterOn(asset.id, { name: 'Bearing temperature', unit: '°C', kind: 'gauge' });
  const task = await createTask({
    title: 'Check bearing',
    asset_id: asset.id,
    trigger: 'usage',
    priority: 'high',
    meter_trigger: { meter_id: meter.id, above: 80 },
  });
  return { asset, meter, task };
}

const workOrdersOf = (assetId: string) =>
  t.app.ctx.db.select().from(work_orders).where(eq(work_orders.asset_id, assetId));

describe('gauge limits', () => {
  it('a gauge crossing 80 three times raises three work orders; readings staying above it raise none', async () => {
    const { asset, meter, task } = await gaugeTask();
    expect(task.next_due_date).toBeNull();
    const first = [70, 85, 90, 95];
    for (const [i, value] of first.entries()) await read(meter.id, value, i + 1);
    expect(await workOrdersOf(asset.id)).toHaveLength(1);
    const then = [75, 82, 60, 81, 88, 99];
    for (const [i, value] of then.entries()) await read(meter.id, value, first.length + i + 1);
    const day = first.length + then.length;
    const raised = await workOrdersOf(asset.id);
    expect(raised).toHaveLength(3);
    const firstOrder = raised.sort((a, b) => String(a.number).localeCompare(String(b.number)))[0];
    expect(firstOrder.title).toBe('Check bearing: Bearing temperature rose above 80 °C');
    expect(firstOrder.description).toMatch(
      /^Bearing temperature read 85 °C at 3 Nov 2026, 08:00 GMT, recorded by .+; the limit is at most 80 °C\.$/,
    );
    expect(firstOrder.priority).toBe('high');
    const told = await t.app.ctx.db
      .select()
      .from(notification_broadcasts)
      .where(eq(notification_broadcasts.notification_type, 'maintenance_due'));
    expect(told.filter((n) => (n.metadata as { task_id?: string }).task_id === task.id)).toHaveLength(3);
    // A back-dated reading moves no gauge.
    await read(meter.id, 50, 2);
    await read(meter.id, 98, day + 1);
    expect(await workOrdersOf(asset.id)).toHaveLength(3);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    '50 readings posted at once that cross once raise exactly one work order',
    async () => {
      const { asset, meter, task } = await gaugeTask();
      await read(meter.id, 70, 12);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(t.app, tech.cookie, `/api/meters/${meter.id}/readings`, { value: 81 + i }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
      expect(await workOrdersOf(asset.id)).toHaveLength(1);
      const [row] = await t.app.ctx.db
        .select({ side: maintenance_tasks.gauge_side })
        .from(maintenance_tasks)
        .where(and(eq(maintenance_tasks.id, task.id)));
      expect(row.side).toBe('above');
    },
  );
});
