import { READING_BATCH_MAX } from '@plantwise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  audit_log,
  maintenance_due_alerts,
  maintenance_tasks,
  meter_readings,
  work_orders,
} from '../../../db/schema';
import { call, createAsset, createAssetVia, post } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';
import { connectRealtime } from '../../../test/realtime-client';
import { sendDueAlerts } from '../../maintenance';

const DAY = 86_400_000;
const MINUTE = 60_000;
const start = new Date('2026-11-01T08:00:00.000Z').getTime();
// The clock stands on 14 Nov; readings are dated back from it.
const clock = new Date(start + 13 * DAY);
const at = (days: number) => new Date(start + days * DAY).toISOString();

let manager: SignedIn;
let technician: SignedIn;
let user: SignedIn;
const t = useTestApp({ now: () => clock });
beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
  technician = await signedIn(t.app, 'technician');
  user = await signedIn(t.app, 'user');
});

interface BatchItem {
  meter_id: string;
  value: number;
  taken_at?: string;
  reset?: boolean;
}

const postBatch = (readings: BatchItem[], cookie = technician.cookie) =>
  call(t.app, 'POST', '/api/meter-readings', cookie, { readings });

async function meterOn(assetId: string, body: Record<string, unknown> = {}) {
  const response = await post(t.app, manager.cookie, `/api/assets/${assetId}/meters`, {
    name: 'Run hours',
    unit: 'h',
    kind: 'cumulative',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const newMeter = async (body: Record<string, unknown> = {}) => meterOn((await createAsset(t.app)).id, body);

const valuesOf = async (meterId: string) =>
  (
    await t.app.ctx.db
      .select({ value: meter_readings.value })
      .from(meter_readings)
      .where(eq(meter_readings.meter_id, meterId))
      .orderBy(asc(meter_readings.taken_at))
  ).map((r) => Number(r.value));

const batchAudits = (meterIds: string[]) =>
  t.app.ctx.db
    .select()
    .from(audit_log)
    .where(
      and(
        eq(audit_log.action, 'meter.readings_recorded'),
        sql`${audit_log.after}->'meter_ids' ?| array[${sql.join(
          meterIds.map((id) => sql`${id}`),
          sql`, `,
        )}]`,
      ),
    );

const workOrdersOf = (assetId: string) =>
  t.app.ctx.db.select().from(work_orders).where(eq(work_orders.asset_id, assetId));

describe('POST /api/meter-readings', () => {
  it('records the readings of several meters in request order, audited once for the batch', async () => {
    const hours = await newMeter();
    const temperature = await newMeter({ name: 'Oil temperature', unit: '°C', kind: 'gauge' });
    const readings = [
      { meter_id: hours.id, value: 10, taken_at: at(1) },
      { meter_id: temperature.id, value: 60, taken_at: at(1) },
      { meter_id: hours.id, value: 25, taken_at: at(2) },
      { meter_id: temperature.id, value: 55.5, taken_at: at(2) },
      { meter_id: hours.id, value: 40 },
    ];
    const response = await postBatch(readings);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ accepted: 5, refused: 0 });
    expect(answer.results.map((r: { index: number; status: string }) => [r.index, r.status])).toEqual(
      readings.map((_, i) => [i, 'recorded']),
    );
    expect(await valuesOf(hours.id)).toEqual([10, 25, 40]);
    expect(await valuesOf(temperature.id)).toEqual([60, 55.5]);

    // Undated, it is dated now, by the technician who sent it.
    const [undated] = await t.app.ctx.db
      .select()
      .from(meter_readings)
      .where(eq(meter_readings.id, answer.results[4].reading_id));
    expect(new Date(undated.taken_at).toISOString()).toBe(clock.toISOString());
    expect(undated.recorded_by).toBe(technician.user.id);

    const audits = await batchAudits([hours.id, temperature.id]);
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({
      count: 5,
      accepted: 5,
      refused: 0,
      meter_ids: [hours.id, temperature.id].sort(),
      reading_ids: answer.results.map((r: { reading_id: string }) => r.reading_id),
    });
    const perReading = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.action, 'meter.reading_recorded'),
          inArray(audit_log.entity_id, [hours.id, temperature.id]),
        ),
      );
    expect(perReading).toHaveLength(0);
  });

  it('refuses a reading alone — below the last, dated ahead, an unknown meter — and keeps the others', async () => {
    const meter = await newMeter();
    const unknown = crypto.randomUUID();
    const response = await postBatch([
      { meter_id: meter.id, value: 100, taken_at: at(1) },
      // Checked against the reading just before it in the same batch.
      { meter_id: meter.id, value: 50, taken_at: at(2) },
      { meter_id: meter.id, value: 120, taken_at: new Date(clock.getTime() + 10 * MINUTE).toISOString() },
      { meter_id: unknown, value: 1 },
      { meter_id: meter.id, value: 50, taken_at: at(3), reset: true },
      { meter_id: meter.id, value: 70, taken_at: at(4) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ accepted: 3, refused: 3 });
    expect(answer.results[1]).toEqual({
      index: 1,
      status: 'refused',
      code: 'reading_below_last',
      message:
        'The reading before this one was 100: a counting meter only goes up, so mark the reading as a reset if the meter was replaced or rolled over',
      field: 'value',
    });
    expect(answer.results[2]).toEqual({
      index: 2,
      status: 'refused',
      code: 'reading_in_future',
      message: 'A reading cannot be dated more than 5 minutes ahead',
      field: 'taken_at',
    });
    expect(answer.results[3]).toEqual({
      index: 3,
      status: 'refused',
      code: 'meter_not_found',
      message: `Meter ${unknown} was not found`,
      field: 'meter_id',
    });
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual([
      'recorded',
      'refused',
      'refused',
      'refused',
      'recorded',
      'recorded',
    ]);
    expect(await valuesOf(meter.id)).toEqual([100, 50, 70]);
    const [audit] = await batchAudits([meter.id]);
    expect(audit.after).toMatchObject({ count: 6, accepted: 3, refused: 3 });
  });

  it('checks a reading at the same moment as earlier ones against the one recorded last, as one by one', async () => {
    const meter = await newMeter();
    const response = await postBatch([
      { meter_id: meter.id, value: 100, taken_at: at(1) },
      { meter_id: meter.id, value: 5, taken_at: at(1), reset: true },
      { meter_id: meter.id, value: 6, taken_at: at(1) },
    ]);
    expect(response.json().results.map((r: { code?: string; status: string }) => r.code ?? r.status)).toEqual(
      ['recorded', 'recorded', 'recorded'],
    );
    expect(await valuesOf(meter.id)).toHaveLength(3);
  });

  it('refuses the readings of an archived asset’s meter', async () => {
    const asset = await createAsset(t.app);
    const meter = await meterOn(asset.id);
    const other = await newMeter();
    await t.app.ctx.db.execute(sql`update assets set archived_at = now() where id = ${asset.id}`);
    const response = await postBatch([
      { meter_id: meter.id, value: 1, taken_at: at(1) },
      { meter_id: other.id, value: 1, taken_at: at(1) },
    ]);
    expect(response.json().results.map((r: { code?: string; status: string }) => r.code ?? r.status)).toEqual(
      ['asset_archived', 'recorded'],
    );
  });

  it(`refuses an empty batch and one of ${READING_BATCH_MAX + 1} readings whole, writing nothing`, async () => {
    const meter = await newMeter();
    const tooMany = Array.from({ length: READING_BATCH_MAX + 1 }, (_, i) => ({
      meter_id: meter.id,
      value: i,
      taken_at: new Date(start + i * MINUTE).toISOString(),
    }));
    for (const readings of [tooMany, []]) {
      const refused = await postBatch(readings);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    expect(await valuesOf(meter.id)).toEqual([]);
    const full = await postBatch(tooMany.slice(0, READING_BATCH_MAX));
    expect(full.json()).toMatchObject({ accepted: READING_BATCH_MAX, refused: 0 });
    expect(await valuesOf(meter.id)).toHaveLength(READING_BATCH_MAX);
  });

  it('is for technicians and up', async () => {
    const meter = await newMeter();
    const readings = [{ meter_id: meter.id, value: 1 }];
    expect((await postBatch(readings, user.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/meter-readings', undefined, { readings })).statusCode).toBe(401);
    expect((await postBatch(readings, manager.cookie)).statusCode).toBe(200);
    expect(await valuesOf(meter.id)).toEqual([1]);
  });
});

describe('POST /api/meter-readings and the tasks on its meters', () => {
  async function createTask(body: Record<string, unknown>) {
    const response = await post(t.app, manager.cookie, '/api/maintenance-tasks', {
      title: 'Service compressor',
      frequency: 'annual',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }

  const taskRow = async (id: string) =>
    (await t.app.ctx.db.select().from(maintenance_tasks).where(eq(maintenance_tasks.id, id)))[0];

  it('a 500-hour task passed inside one batch falls due once, as readings sent one by one make it', async () => {
    const values = [20, 200, 400, 510, 560, 700];
    const usageTask = async () => {
      const asset = await createAsset(t.app);
      const meter = await meterOn(asset.id);
      await postBatch([{ meter_id: meter.id, value: 0, taken_at: at(0) }]);
      const task = await createTask({
        asset_id: asset.id,
        trigger: 'usage',
        meter_trigger: { meter_id: meter.id, every: 500 },
      });
      return { meter, task };
    };
    const batched = await usageTask();
    const oneByOne = await usageTask();
    const batch = await postBatch(
      values.map((value, i) => ({ meter_id: batched.meter.id, value, taken_at: at(i + 1) })),
    );
    expect(batch.json()).toMatchObject({ accepted: values.length, refused: 0 });
    for (const [i, value] of values.entries()) {
      const single = await post(t.app, technician.cookie, `/api/meters/${oneByOne.meter.id}/readings`, {
        value,
        taken_at: at(i + 1),
      });
      expect(single.statusCode, single.body).toBe(201);
    }
    const row = await taskRow(batched.task.id);
    // Due at the reading that passed 500 h, and not moved by the later ones.
    expect(new Date(row.next_due_date as string).toISOString()).toBe(at(4));
    expect(row.due_forecast).toBe(false);
    const single = await taskRow(oneByOne.task.id);
    const dueOf = (r: typeof row) => [r.next_due_date, r.due_forecast, r.usage_remaining, r.usage_base_value];
    expect(dueOf(row)).toEqual(dueOf(single));
    // The due-alerts job tells of it once, whatever the readings after the mark.
    await sendDueAlerts(t.app.ctx);
    await sendDueAlerts(t.app.ctx);
    const alerts = await t.app.ctx.db
      .select()
      .from(maintenance_due_alerts)
      .where(eq(maintenance_due_alerts.task_id, batched.task.id));
    expect(alerts.map((a) => a.kind)).toEqual(['overdue']);
  });

  it('a gauge crossing 80 three times inside one batch raises three work orders; staying above raises none', async () => {
    const asset = await createAsset(t.app);
    const meter = await meterOn(asset.id, { name: 'Bearing temperature', unit: '°C', kind: 'gauge' });
    await createTask({
      title: 'Check bearing',
      asset_id: asset.id,
      trigger: 'usage',
      meter_trigger: { meter_id: meter.id, above: 80 },
    });
    const values = [70, 85, 90, 95, 75, 82, 60, 81, 88, 99];
    const response = await postBatch(
      values.map((value, i) => ({ meter_id: meter.id, value, taken_at: at(i + 1) })),
    );
    expect(response.json()).toMatchObject({ accepted: values.length, refused: 0 });
    const raised = (await workOrdersOf(asset.id)).sort((a, b) =>
      String(a.number).localeCompare(String(b.number)),
    );
    expect(raised).toHaveLength(3);
    expect(raised.map((w) => w.description?.match(/read (\d+) °C/)?.[1])).toEqual(['85', '82', '81']);

    const above = await postBatch(
      [92, 97, 85].map((value, i) => ({ meter_id: meter.id, value, taken_at: at(11 + i) })),
    );
    expect(above.json()).toMatchObject({ accepted: 3 });
    expect(await workOrdersOf(asset.id)).toHaveLength(3);
  });
});

describe('POST /api/meter-readings live updates', () => {
  it('publishes one change per meter the batch touched, not one per reading', async () => {
    const socket = await connectRealtime(t.app, user.cookie);
    try {
      const first = await newMeter();
      const second = await newMeter();
      const response = await postBatch(
        Array.from({ length: 10 }, (_, i) => ({
          meter_id: i % 2 ? second.id : first.id,
          value: i,
          taken_at: at(1 + i / 10),
        })),
      );
      expect(response.json()).toMatchObject({ accepted: 10 });
      const ids = new Set(response.json().results.map((r: { reading_id: string }) => r.reading_id));
      // A reading posted after the batch: its change comes after every change of the batch.
      const sentinel = await newMeter();
      const after = await post(t.app, technician.cookie, `/api/meters/${sentinel.id}/readings`, { value: 1 });
      await socket.waitFor((e) => e.table === 'meter_readings' && e.id === after.json().id);
      const ofBatch = socket.events.filter((e) => e.table === 'meter_readings' && ids.has(e.id));
      expect(ofBatch).toHaveLength(2);
      expect(ofBatch.every((e) => e.op === 'INSERT')).toBe(true);
    } finally {
      socket.close();
    }
  });
});

describe('POST /api/meter-readings under site access', () => {
  it("refuses a reading of another site's meter as if it did not exist, and records the caller's own", async () => {
    const admin = await signedIn(t.app, 'admin');
    const limited = await signedIn(t.app, 'technician');
    const site = async (code: string, name: string) =>
      (await call(t.app, 'POST', '/api/locations', admin.cookie, { kind: 'site', code, name })).json().id;
    const leeds = await site('LDB', 'Leeds batch');
    const york = await site('YKB', 'York batch');
    const meterAt = async (assetCode: string, locationId: string) => {
      const asset = await createAssetVia(t.app, admin.cookie, {
        asset_id: assetCode,
        location_id: locationId,
      });
      return (await meterOn(asset.id)).id;
    };
    const leedsMeter = await meterAt('LDB-M1', leeds);
    const yorkMeter = await meterAt('YKB-M1', york);
    const put = await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [leeds],
    });
    expect(put.statusCode).toBe(200);

    const response = await postBatch(
      [
        { meter_id: yorkMeter, value: 10, taken_at: at(1) },
        { meter_id: leedsMeter, value: 10, taken_at: at(1) },
      ],
      limited.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results[0]).toEqual({
      index: 0,
      status: 'refused',
      code: 'meter_not_found',
      message: `Meter ${yorkMeter} was not found`,
      field: 'meter_id',
    });
    expect(response.json().results[1].status).toBe('recorded');
    expect(await valuesOf(leedsMeter)).toEqual([10]);
    expect(await valuesOf(yorkMeter)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('POST /api/meter-readings at once', () => {
  it('keeps every reading of batches sent together to the same meters, without a deadlock', async () => {
    const meters = await Promise.all(Array.from({ length: 5 }, () => newMeter()));
    const BATCHES = 4;
    const PER_METER = 25;
    // Batch b takes the meters in a different order each, and readings interleaved in time with the other
    // batches' (value = minute), so any order of the batches passes the checks.
    const batches = Array.from({ length: BATCHES }, (_, b) => {
      const order = b % 2 ? [...meters].reverse() : meters;
      return Array.from({ length: PER_METER }, (_, i) =>
        order.map((m) => {
          const minute = i * BATCHES + b + 1;
          return { meter_id: m.id, value: minute, taken_at: new Date(start + minute * MINUTE).toISOString() };
        }),
      ).flat();
    });
    const answers = await Promise.all(batches.map((readings) => postBatch(readings)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ accepted: PER_METER * meters.length, refused: 0 });
    }
    for (const meter of meters) {
      expect(await valuesOf(meter.id)).toEqual(Array.from({ length: BATCHES * PER_METER }, (_, i) => i + 1));
    }
  });
});
