import { randomBytes } from 'node:crypto';
import { CLEARED_HYGIENE_CLEARANCE, HYGIENE_CLEARANCE_ITEMS } from '@plantwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  audit_log,
  files,
  notification_queue,
  records,
  stock_movements,
  work_orders,
} from '../../../db/schema';
import {
  callerOf,
  createAsset,
  createInventoryItem,
  createWorkOrder,
  stockAndLedger,
} from '../../../test/factories';
import { useSignedIn, useTestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';

const t = useTestApp();
const manager = useSignedIn(t, 'manager');
const tech = useSignedIn(t, 'technician');
const otherTech = useSignedIn(t, 'technician');
const reader = useSignedIn(t, 'user');
const admin = useSignedIn(t, 'admin');

const api = callerOf(t);

async function createdOrder(body: Record<string, unknown> = {}) {
  const asset = body.asset_id ? null : await createAsset(t.app, { location: 'Line 2' });
  const response = await api('POST', '/api/work-orders', manager.cookie, {
    title: 'Replace gearbox seal',
    asset_id: asset?.id,
    assigned_to: tech.user.id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function startedOrder(body: Record<string, unknown> = {}) {
  const order = await createdOrder(body);
  const started = await api('POST', `/api/work-orders/${order.id}/start`, tech.cookie);
  expect(started.statusCode, started.body).toBe(200);
  return started.json();
}

const completion = (overrides: Record<string, unknown> = {}) => ({
  completion_notes: 'Seal replaced, no leaks after 10 min run',
  completed_by: 'Tom Tech',
  actual_duration: 2,
  hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  ...overrides,
});

/** The technician's completion of a work order they started. */
const completeAsTech = (orderId: string, body: unknown) =>
  api('POST', `/api/work-orders/${orderId}/complete`, tech.cookie, body);

/** Makes queuing a notification of `type` fail (a trigger raises), until the returned function runs. */
async function refuseQueuing(type: string) {
  const name = `wo_test_refuse_${type}`;
  await t.app.ctx.db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin if new.notification_type = '${type}' then raise exception 'queuing refused by the test'; end if; return new; end $$`),
  );
  await t.app.ctx.db.execute(
    sql.raw(
      `create trigger ${name} before insert on notification_queue for each row execute function ${name}()`,
    ),
  );
  return async () => {
    await t.app.ctx.db.execute(sql.raw(`drop trigger ${name} on notification_queue`));
  };
}

async function rowOf(id: string) {
  const [row] = await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.id, id));
  return row;
}

describe('create, read, edit, delete', () => {
  it('creates a pending work order with its number for a manager; technicians and users may not', async () => {
    const order = await createdOrder({ checklist: [{ id: 's1', text: 'Isolate', required: true }] });
    expect(order).toMatchObject({
      status: 'pending',
      number: expect.stringMatching(new RegExp(`^WO-${new Date().getUTCFullYear()}-\\d{6}$`)),
      assignee: { id: tech.user.id },
      creator: { id: manager.user.id },
      checklist: [{ id: 's1', text: 'Isolate', required: true }],
      estimated_duration: 1,
      overdue: false,
    });
    const asset = await createAsset(t.app);
    for (const who of [tech, reader]) {
      const refused = await api('POST', '/api/work-orders', who.cookie, { title: 'x', asset_id: asset.id });
      expect(refused.statusCode).toBe(403);
    }
    expect((await api('GET', `/api/work-orders/${order.id}`, reader.cookie)).statusCode).toBe(200);
  });

  it('saves and finds the longest description allowed, which no index entry could hold whole', async () => {
    // 5,000 characters that do not compress: an index holding the search text would refuse the row.
    const description = randomBytes(2_500).toString('hex');
    const order = await createdOrder({ description });
    expect(order.description).toBe(description);
    const found = await api('GET', `/api/work-orders?q=${description.slice(100, 120)}`, manager.cookie);
    expect(found.json().data.map((row: { id: string }) => row.id)).toEqual([order.id]);
  });

  it('refuses unknown asset and assignee ids, a user as assignee and a 1 MB title, creating nothing', async () => {
    const asset = await createAsset(t.app);
    const [{ n: before }] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(work_orders);
    const cases = [
      { title: 'x', asset_id: '00000000-0000-4000-8000-000000000000' },
      { title: 'x', asset_id: asset.id, assigned_to: '00000000-0000-4000-8000-000000000000' },
      { title: 'x', asset_id: asset.id, assigned_to: reader.user.id },
      { title: 'x'.repeat(1_000_000), asset_id: asset.id },
      { title: 'x', asset_id: asset.id, estimated_duration: -1 },
    ];
    for (const body of cases) {
      const response = await api('POST', '/api/work-orders', manager.cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.code).toBeTruthy();
    }
    const [{ n: after }] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(work_orders);
    expect(after).toBe(before);
  });

  it('edits only the fields sent (managers), with an audit row', async () => {
    const order = await createdOrder({ description: 'Keep me', priority: 'low' });
    const patched = await api('PATCH', `/api/work-orders/${order.id}`, manager.cookie, { priority: 'high' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ priority: 'high', description: 'Keep me', title: order.title });
    expect(
      (await api('PATCH', `/api/work-orders/${order.id}`, tech.cookie, { priority: 'low' })).statusCode,
    ).toBe(403);
    expect(
      (await api('PATCH', `/api/work-orders/${order.id}`, manager.cookie, { status: 'completed' }))
        .statusCode,
    ).toBe(400);
    const audits = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, order.id), eq(audit_log.action, 'work_order.updated')));
    expect(audits).toHaveLength(1);
  });

  it('deletes a pending or in-progress work order for managers only, leaving an audit row', async () => {
    const order = await createdOrder();
    expect((await api('DELETE', `/api/work-orders/${order.id}`, tech.cookie)).statusCode).toBe(403);
    expect((await api('DELETE', `/api/work-orders/${order.id}`, manager.cookie)).statusCode).toBe(200);
    expect((await api('GET', `/api/work-orders/${order.id}`, reader.cookie)).statusCode).toBe(404);
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, order.id), eq(audit_log.action, 'work_order.deleted')));
    expect(audit).toBeTruthy();
  });
});

describe('numbers', () => {
  it('gives 50 work orders created at once 50 distinct consecutive numbers of the year', async () => {
    const asset = await createAsset(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/api/work-orders', manager.cookie, { title: `Parallel job ${i}`, asset_id: asset.id }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const year = new Date().getUTCFullYear();
    const sequences = answers
      .map((a) => {
        const match = /^WO-(\d{4})-(\d{6})$/.exec(a.json().number);
        expect(match?.[1]).toBe(String(year));
        return Number(match?.[2]);
      })
      .sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(50);
    expect(sequences[49] - sequences[0]).toBe(49);
  });

  it('numbers a row inserted without one (bulk loads) from the same counter, in the year it was created', async () => {
    const asset = await createAsset(t.app);
    const first = await createdOrder({ asset_id: asset.id });
    const raw = await createWorkOrder(t.app, asset.id);
    const next = await createdOrder({ asset_id: asset.id });
    const seq = (n: string) => Number(n.slice(-6));
    expect(seq(raw.number)).toBe(seq(first.number) + 1);
    expect(seq(next.number)).toBe(seq(raw.number) + 1);
    const old = await createWorkOrder(t.app, asset.id, { date_created: '2024-06-01T10:00:00Z' });
    expect(old.number).toMatch(/^WO-2024-\d{6}$/);
  });
});

describe('list', () => {
  it('lists newest first with filters: status, asset, assignee, overdue, q on title / asset code / assignee', async () => {
    const asset = await createAsset(t.app);
    const old = await createWorkOrder(t.app, asset.id, {
      title: 'Overdue lube round',
      date_created: '2026-01-01T00:00:00Z',
      date_scheduled: '2020-01-01T00:00:00Z',
      assigned_to: otherTech.user.id,
    });
    const recent = await createWorkOrder(t.app, asset.id, {
      title: 'Calibrate checkweigher',
      date_scheduled: '2199-01-01T00:00:00Z',
    });
    await createWorkOrder(t.app, asset.id, {
      title: 'Done long ago',
      status: 'completed',
      date_scheduled: '2020-01-01T00:00:00Z',
    });
    const list = await api('GET', `/api/work-orders?asset_id=${asset.id}`, reader.cookie);
    expect(list.json().total).toBe(3);
    const ids = list.json().data.map((w: { id: string }) => w.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    const overdue = (
      await api('GET', `/api/work-orders?asset_id=${asset.id}&overdue=true`, reader.cookie)
    ).json();
    expect(overdue.data.map((w: { id: string }) => w.id)).toEqual([old.id]);
    expect(overdue.data[0].overdue).toBe(true);
    // Each row names its asset and its people.
    expect(overdue.data[0].asset).toEqual({
      id: asset.id,
      asset_id: asset.asset_id,
      asset_name: asset.asset_name,
    });
    expect(overdue.data[0].assignee).toMatchObject({ id: otherTech.user.id });
    expect(list.json().data.find((w: { id: string }) => w.id === recent.id).assignee).toBeNull();
    const byCode = (
      await api('GET', `/api/work-orders?q=${asset.asset_id.toLowerCase()}`, reader.cookie)
    ).json();
    expect(byCode.total).toBe(3);
    const byTitle = (
      await api('GET', `/api/work-orders?asset_id=${asset.id}&q=CHECKWEIGHER`, reader.cookie)
    ).json();
    expect(byTitle.data.map((w: { id: string }) => w.id)).toEqual([recent.id]);
    // The assignee's name ('Test technician N') is part of the searched text.
    const byAssigneeName = (
      await api('GET', `/api/work-orders?asset_id=${asset.id}&q=TECHNICIAN`, reader.cookie)
    ).json();
    expect(byAssigneeName.data.map((w: { id: string }) => w.id)).toEqual([old.id]);
    const byAssignee = (
      await api(
        'GET',
        `/api/work-orders?asset_id=${asset.id}&assigned_to=${otherTech.user.id}`,
        reader.cookie,
      )
    ).json();
    expect(byAssignee.total).toBe(1);
    const completed = (
      await api('GET', `/api/work-orders?asset_id=${asset.id}&status=completed`, reader.cookie)
    ).json();
    expect(completed.total).toBe(1);
    const page = (
      await api('GET', `/api/work-orders?asset_id=${asset.id}&limit=1&offset=1`, reader.cookie)
    ).json();
    expect(page).toMatchObject({ total: 3, data: [expect.any(Object)] });
    const position = (
      await api('GET', `/api/work-orders/${old.id}/position?asset_id=${asset.id}`, reader.cookie)
    ).json();
    expect(position.position).toBe(2);
    const counts = (await api('GET', '/api/work-orders/counts', reader.cookie)).json();
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    expect((await api('GET', '/api/work-orders?overdue=maybe', reader.cookie)).statusCode).toBe(400);
  });

  it('finds a work order by its number, its start, or its old id reference in the search box', async () => {
    const order = await createdOrder();
    const ids = async (q: string) =>
      (await api('GET', `/api/work-orders?q=${encodeURIComponent(q)}`, reader.cookie))
        .json()
        .data.map((w: { id: string }) => w.id);
    expect(await ids(order.number)).toEqual([order.id]);
    expect(await ids(order.number.toLowerCase())).toEqual([order.id]);
    expect(await ids(order.number.slice(0, -1))).toContain(order.id);
    expect(await ids(`WO-${order.id.slice(0, 8)}`)).toEqual([order.id]);
  });
});

describe('start', () => {
  it('moves pending to in-progress with the start time and queues Work Order Started for the creator, not the technician who started it', async () => {
    const order = await startedOrder();
    expect(order).toMatchObject({ status: 'in-progress', started_at: expect.any(String) });
    const queued = await t.app.ctx.db
      .select({
        user_id: notification_queue.user_id,
        urgency: notification_queue.urgency,
        title: notification_queue.title,
      })
      .from(notification_queue)
      .where(
        and(
          eq(notification_queue.notification_type, 'work_order_started'),
          sql`${notification_queue.metadata}->>'work_order_id' = ${order.id}`,
        ),
      );
    expect(queued.map((q) => q.user_id)).toEqual([manager.user.id]);
    expect(queued[0]).toMatchObject({ urgency: 'medium', title: 'Work Order Started' });
    const again = await api('POST', `/api/work-orders/${order.id}/start`, tech.cookie);
    expect(again.statusCode).toBe(409);
  });

  it('lets a technician start only their own or an unassigned work order (taking it); users may not', async () => {
    const theirs = await createdOrder({ assigned_to: otherTech.user.id });
    expect((await api('POST', `/api/work-orders/${theirs.id}/start`, tech.cookie)).statusCode).toBe(403);
    expect((await api('POST', `/api/work-orders/${theirs.id}/start`, reader.cookie)).statusCode).toBe(403);
    const open = await createdOrder({ assigned_to: null });
    const taken = await api('POST', `/api/work-orders/${open.id}/start`, tech.cookie);
    expect(taken.json()).toMatchObject({ status: 'in-progress', assigned_to: tech.user.id });
  });

  it('still starts when queuing the notification fails, and logs it', async () => {
    const restore = await refuseQueuing('work_order_started');
    try {
      const order = await startedOrder();
      expect(order.status).toBe('in-progress');
    } finally {
      await restore();
    }
  });
});

describe('completion', () => {
  it('completes in one go: parts from stock, labour + parts cost, checklist, certificate, audit, notification', async () => {
    const bearing = await createInventoryItem(t.app, {
      quantity_in_stock: 10,
      unit_cost: 12.5,
      unit: 'pcs',
      food_grade: false,
    });
    const grease = await createInventoryItem(t.app, {
      item_name: 'H1 grease',
      quantity_in_stock: 3,
      unit_cost: 8,
      unit: 'kg',
      food_grade: true,
    });
    const order = await startedOrder({
      checklist: [
        { id: 's1', text: 'Isolate and lock out', required: true },
        { id: 's2', text: 'Check alignment', required: true },
      ],
    });
    const response = await completeAsTech(
      order.id,
      completion({
        actual_duration: 1.5,
        parts_used: [
          { inventory_item_id: bearing.id, quantity: 2 },
          { inventory_item_id: grease.id, quantity: 0.5 },
        ],
        checklist: [
          { step_id: 's1', result: 'pass' },
          { step_id: 's2', result: 'fail', note: 'Shaft 0.2 mm out, shimmed' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json();
    expect(done).toMatchObject({
      status: 'completed',
      actual_duration: 1.5,
      labour_rate: 35,
      labour_cost: 52.5,
      cost: 52.5 + 25 + 4,
      completed_by: 'Tom Tech',
      certificate_generated: true,
      certificate_path: `/api/work-orders/${order.id}/certificate.pdf`,
      materials_tools_removed: true,
      safety_compliance: true,
      structural_damage: false,
      rust_visible: false,
      follow_up_triggered: false,
      checklist_results: [
        { step_id: 's1', result: 'pass' },
        { step_id: 's2', result: 'fail', note: 'Shaft 0.2 mm out, shimmed' },
      ],
    });
    expect(done.parts_used).toHaveLength(2);
    expect(done.certificate_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await stockAndLedger(t.app, bearing.id)).toMatchObject({ quantity: 8 });
    expect(await stockAndLedger(t.app, grease.id)).toMatchObject({ quantity: 2.5 });
    const movements = await t.app.ctx.db
      .select()
      .from(stock_movements)
      .where(eq(stock_movements.work_order_id, order.id));
    expect(movements).toHaveLength(2);
    const completedNote = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(
        and(
          eq(notification_queue.notification_type, 'work_order_completed'),
          sql`${notification_queue.metadata}->>'work_order_id' = ${order.id}`,
        ),
      );
    expect(completedNote.length).toBeGreaterThan(0);

    const pdf = await api('GET', `/api/work-orders/${order.id}/certificate.pdf`, reader.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${order.number}.pdf"`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(order.number);
    expect(text).toContain(done.asset.asset_id);
    expect(text).toContain(done.asset.asset_name);
    for (const item of HYGIENE_CLEARANCE_ITEMS) expect(text).toContain(item.label);
    expect(text).toContain(grease.item_name);
    expect(text).toContain('food grade');
    expect(text).toContain('Check alignment');
    expect(text).toContain(done.certificate_sha256);
  });

  it('refuses without notes, completer, clearance or a required checklist step (422), writing nothing', async () => {
    const order = await startedOrder({ checklist: [{ id: 's1', text: 'Isolate', required: true }] });
    const refused = await completeAsTech(
      order.id,
      completion({
        completion_notes: ' ',
        completed_by: '',
        hygiene_clearance: { ...CLEARED_HYGIENE_CLEARANCE, area_cleaned: false },
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(
      refused.json().error.details.failures.map((f: { validation_type: string }) => f.validation_type),
    ).toEqual(['completion_notes', 'completed_by', 'hygiene_clearance.area_cleaned', 'checklist.s1']);
    expect((await rowOf(order.id)).status).toBe('in-progress');
  });

  it('keeps a measured value with its step: on the work order, in its record and on the certificate', async () => {
    const order = await startedOrder({
      checklist: [{ id: 't', text: 'Belt tension', required: true, expected: '8-10 mm' }],
    });
    const response = await completeAsTech(
      order.id,
      completion({ checklist: [{ step_id: 't', result: 'pass', measured_value: 9, measured_unit: 'mm' }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const measured = { result: 'pass', expected: '8-10 mm', measured_value: 9, measured_unit: 'mm' };
    expect(response.json().checklist_results[0]).toMatchObject(measured);
    const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, order.id));
    expect((record.snapshot as { checklist_results: unknown[] }).checklist_results[0]).toMatchObject(
      measured,
    );
    const pdf = await api('GET', `/api/work-orders/${order.id}/certificate.pdf`, reader.cookie);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('measured 9 mm (expected 8-10 mm)');
  });

  it('refuses negative hours or quantities (400), a pending order (409) and another technician (403)', async () => {
    const item = await createInventoryItem(t.app, { quantity_in_stock: 5 });
    const order = await startedOrder();
    const url = `/api/work-orders/${order.id}/complete`;
    expect((await api('POST', url, tech.cookie, completion({ actual_duration: -1 }))).statusCode).toBe(400);
    expect(
      (
        await api(
          'POST',
          url,
          tech.cookie,
          completion({ parts_used: [{ inventory_item_id: item.id, quantity: -2 }] }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await api('POST', url, otherTech.cookie, completion())).statusCode).toBe(403);
    const pending = await createdOrder();
    expect((await completeAsTech(pending.id, completion())).statusCode).toBe(409);
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 5 });
  });

  it('refuses the whole completion with 422 naming the part when stock is short or the item archived', async () => {
    const plenty = await createInventoryItem(t.app, { quantity_in_stock: 10 });
    const short = await createInventoryItem(t.app, { item_name: 'Drive belt XPZ', quantity_in_stock: 1 });
    const archived = await createInventoryItem(t.app, {
      quantity_in_stock: 4,
      archived_at: '2026-01-01T00:00:00Z',
    });
    const order = await startedOrder();
    const url = `/api/work-orders/${order.id}/complete`;
    const refused = await api(
      'POST',
      url,
      tech.cookie,
      completion({
        parts_used: [
          { inventory_item_id: plenty.id, quantity: 2 },
          { inventory_item_id: short.id, quantity: 3 },
        ],
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('Drive belt XPZ');
    const archivedRefusal = await api(
      'POST',
      url,
      tech.cookie,
      completion({ parts_used: [{ inventory_item_id: archived.id, quantity: 1 }] }),
    );
    expect(archivedRefusal.statusCode).toBe(422);
    expect(await stockAndLedger(t.app, plenty.id)).toMatchObject({ quantity: 10, rows: 1 });
    expect((await rowOf(order.id)).status).toBe('in-progress');
  });

  it('writes nothing when the last step fails (all or nothing)', async () => {
    const item = await createInventoryItem(t.app, { quantity_in_stock: 6 });
    const order = await startedOrder();
    const restore = await refuseQueuing('work_order_completed');
    try {
      const response = await completeAsTech(
        order.id,
        completion({
          fix_type: 'temporary',
          permanent_repair_deadline: '2199-01-01T00:00:00Z',
          parts_used: [{ inventory_item_id: item.id, quantity: 2 }],
        }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      status: 'in-progress',
      date_completed: null,
      certificate_generated: false,
      follow_up_task_id: null,
    });
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 6, rows: 1 });
    expect(
      await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.source_work_order_id, order.id)),
    ).toHaveLength(0);
    expect(
      await t.app.ctx.db.select({ id: files.id }).from(files).where(eq(files.owner_id, order.id)),
    ).toHaveLength(0);
    expect(
      await t.app.ctx.db
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entity_id, order.id), eq(audit_log.action, 'work_order.completed'))),
    ).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous completions win, consuming stock once', async () => {
    const item = await createInventoryItem(t.app, { quantity_in_stock: 5 });
    const order = await startedOrder();
    const body = completion({ parts_used: [{ inventory_item_id: item.id, quantity: 2 }] });
    const [a, b] = await Promise.all([
      completeAsTech(order.id, body),
      api('POST', `/api/work-orders/${order.id}/complete`, manager.cookie, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 3, rows: 2 });
    expect(
      await t.app.ctx.db.select({ id: files.id }).from(files).where(eq(files.owner_id, order.id)),
    ).toHaveLength(1);
  });

  it('keeps a completed work order read-only and undeletable (409)', async () => {
    const order = await startedOrder();
    await completeAsTech(order.id, completion());
    const patch = await api('PATCH', `/api/work-orders/${order.id}`, manager.cookie, { title: 'Rewritten' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.code).toBe('record_read_only');
    expect((await api('POST', `/api/work-orders/${order.id}/start`, tech.cookie)).statusCode).toBe(409);
    const del = await api('DELETE', `/api/work-orders/${order.id}`, admin.cookie);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toContain('cannot be deleted');
    expect((await rowOf(order.id)).title).toBe(order.title);
  });

  it('creates the follow-up of a temporary fix; completing it marks the parent follow-up done', async () => {
    const order = await startedOrder();
    const response = await completeAsTech(
      order.id,
      completion({ fix_type: 'temporary', permanent_repair_deadline: '2199-06-01T00:00:00Z' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const parent = response.json();
    expect(parent).toMatchObject({
      follow_up_triggered: true,
      follow_up_required: true,
      follow_up_completed: false,
    });
    const pendingFollowUps = (
      await api('GET', '/api/work-orders?follow_ups_pending=true&limit=500', reader.cookie)
    ).json();
    expect(pendingFollowUps.data.map((w: { id: string }) => w.id)).toContain(parent.id);
    const child = (await api('GET', `/api/work-orders/${parent.follow_up_task_id}`, reader.cookie)).json();
    expect(child).toMatchObject({
      status: 'pending',
      source_work_order_id: parent.id,
      title: `Permanent repair: ${order.title}`,
      date_scheduled: '2199-06-01T00:00:00.000Z',
    });
    await api('POST', `/api/work-orders/${child.id}/start`, tech.cookie);
    const childDone = await completeAsTech(child.id, completion({ completed_by: 'Ann Fitter' }));
    expect(childDone.statusCode, childDone.body).toBe(200);
    const after = (await api('GET', `/api/work-orders/${parent.id}`, reader.cookie)).json();
    expect(after).toMatchObject({ follow_up_completed: true, follow_up_completed_by: 'Ann Fitter' });
  });

  it('uses the labour rate an admin sets (default £35/h); managers may not set it', async () => {
    expect((await api('GET', '/api/settings/labour-rate', reader.cookie)).json()).toEqual({
      labour_rate: 35,
    });
    expect(
      (await api('PUT', '/api/settings/labour-rate', manager.cookie, { labour_rate: 50 })).statusCode,
    ).toBe(403);
    expect(
      (await api('PUT', '/api/settings/labour-rate', admin.cookie, { labour_rate: -5 })).statusCode,
    ).toBe(400);
    expect(
      (await api('PUT', '/api/settings/labour-rate', admin.cookie, { labour_rate: 40 })).statusCode,
    ).toBe(200);
    try {
      const order = await startedOrder();
      const done = await completeAsTech(order.id, completion({ actual_duration: 2 }));
      expect(done.json()).toMatchObject({ labour_rate: 40, labour_cost: 80, cost: 80 });
      const given = await startedOrder();
      const withCost = await completeAsTech(given.id, completion({ cost: 12 }));
      // A typed cost is other costs (contractors, materials not from stores), added to labour.
      expect(withCost.json()).toMatchObject({ labour_cost: 80, other_cost: 12, cost: 92 });
    } finally {
      await api('PUT', '/api/settings/labour-rate', admin.cookie, { labour_rate: 35 });
    }
  });

  it('answers 404 for the certificate of an uncompleted work order', async () => {
    const order = await createdOrder();
    expect((await api('GET', `/api/work-orders/${order.id}/certificate.pdf`, reader.cookie)).statusCode).toBe(
      404,
    );
  });
});
