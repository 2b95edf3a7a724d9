import { CLEARED_HYGIENE_CLEARANCE, OTHER_COSTS_LABEL } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asset_breakdowns, audit_log, maintenance_completions, work_orders } from '../../../db/schema';
import {
  call,
  createAsset,
  createInventoryItem,
  post,
  reported,
  VALID_COMPLETION,
} from '../../../test/factories';
import { useSignedIn, useTestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';

const t = useTestApp();
const manager = useSignedIn(t, 'manager');
const tech = useSignedIn(t, 'technician');

const completion = (overrides: Record<string, unknown> = {}) => ({
  completion_notes: 'Seal replaced, no leaks after 10 min run',
  completed_by: 'Tom Tech',
  actual_duration: 2,
  hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  ...overrides,
});

async function createdOrder(body: Record<string, unknown> = {}) {
  const asset = await createAsset(t.app);
  const response = await post(t.app, manager.cookie, '/api/work-orders', {
    title: 'Replace gearbox seal',
    asset_id: asset.id,
    assigned_to: tech.user.id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function rowOf(id: string) {
  const [row] = await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.id, id));
  return row;
}

describe('a work order that a kept record points at is never deleted, only cancelled', () => {
  it('refuses to delete the follow-up raised by a failed PM checklist step (409 with the reason)', async () => {
    const asset = await createAsset(t.app);
    const task = (
      await post(t.app, manager.cookie, '/api/maintenance-tasks', {
        title: 'Inspect conveyor belt',
        asset_id: asset.id,
        next_due_date: '2026-01-31T09:00:00.000Z',
        checklist: [{ id: 'tension', text: 'Belt tension', required: true }],
      })
    ).json();
    const done = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      checklist: [{ step_id: 'tension', result: 'fail', note: '14 mm' }],
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(done.statusCode, done.body).toBe(200);
    const followUp = done.json().follow_up_work_order_id as string;

    const response = await call(t.app, 'DELETE', `/api/work-orders/${followUp}`, manager.cookie);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'work_order_referenced',
      message: expect.stringContaining('cancel it with a reason'),
    });
    expect(await rowOf(followUp)).toBeDefined();
    const [record] = await t.app.ctx.db
      .select()
      .from(maintenance_completions)
      .where(eq(maintenance_completions.task_id, task.id));
    expect(record?.follow_up_work_order_id).toBe(followUp);
  });

  it('refuses to delete the permanent fix of a temporary breakdown repair, keeping the link', async () => {
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Capper seized' });
    await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/stop`);
    const completed = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, {
      ...VALID_COMPLETION,
      fix_type: 'temporary',
      permanent_repair_deadline: '2199-01-01T00:00:00.000Z',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const followUp = completed.json().follow_up_work_order_id as string;

    const response = await call(t.app, 'DELETE', `/api/work-orders/${followUp}`, manager.cookie);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toContain('temporary fix needs its permanent one');
    const [breakdown] = await t.app.ctx.db
      .select({ follow_up: asset_breakdowns.follow_up_work_order_id })
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.id, b.id));
    expect(breakdown?.follow_up).toBe(followUp);
  });

  it('refuses to delete the follow-up of a completed work order', async () => {
    const order = await createdOrder();
    await post(t.app, tech.cookie, `/api/work-orders/${order.id}/start`);
    const done = await post(
      t.app,
      tech.cookie,
      `/api/work-orders/${order.id}/complete`,
      completion({ fix_type: 'temporary', permanent_repair_deadline: '2199-06-01T00:00:00Z' }),
    );
    const child = done.json().follow_up_task_id as string;
    const response = await call(t.app, 'DELETE', `/api/work-orders/${child}`, manager.cookie);
    expect(response.statusCode, response.body).toBe(409);
    expect((await rowOf(order.id))?.follow_up_task_id).toBe(child);
  });

  it('cancels with a reason (managers): kept in the list and the audit, and read-only from then on', async () => {
    const order = await createdOrder();
    const path = `/api/work-orders/${order.id}/cancel`;
    expect((await post(t.app, tech.cookie, path, { reason: 'Line scrapped' })).statusCode).toBe(403);
    const blank = await post(t.app, manager.cookie, path, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await post(t.app, manager.cookie, path)).statusCode).toBe(400);
    expect((await rowOf(order.id))?.status).toBe('pending');

    const response = await post(t.app, manager.cookie, path, { reason: ' Line scrapped ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Line scrapped',
      cancelled_by: manager.user.id,
      overdue: false,
    });
    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, order.id), eq(audit_log.action, 'work_order.cancelled')));
    expect(audit).toBeDefined();

    const list = (
      await call(t.app, 'GET', '/api/work-orders?status=cancelled&limit=100', tech.cookie)
    ).json();
    expect(list.data.map((w: { id: string }) => w.id)).toContain(order.id);
    for (const [method, url] of [
      ['POST', `/api/work-orders/${order.id}/start`],
      ['POST', path],
      ['DELETE', `/api/work-orders/${order.id}`],
    ] as const) {
      const refused = await call(t.app, method, url, manager.cookie, { reason: 'again' });
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
    }
  });

  it('refuses to cancel a completed work order (a food-safety record)', async () => {
    const order = await createdOrder();
    await post(t.app, tech.cookie, `/api/work-orders/${order.id}/start`);
    await post(t.app, tech.cookie, `/api/work-orders/${order.id}/complete`, completion());
    const response = await post(t.app, manager.cookie, `/api/work-orders/${order.id}/cancel`, {
      reason: 'Changed my mind',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('one cost per work order, on every screen', () => {
  it('labour £105 + parts £25 + other costs £600 = £730 on the work order, in analytics, the budget and the certificate', async () => {
    const asset = await createAsset(t.app, { site: 'Cost Site' });
    const part = await createInventoryItem(t.app, { quantity_in_stock: 5, unit_cost: 25 });
    const order = await createdOrder({ asset_id: asset.id });
    await post(t.app, tech.cookie, `/api/work-orders/${order.id}/start`);
    const response = await post(
      t.app,
      tech.cookie,
      `/api/work-orders/${order.id}/complete`,
      completion({
        actual_duration: 3,
        cost: 600,
        parts_used: [{ inventory_item_id: part.id, quantity: 1 }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json();
    expect(done).toMatchObject({ labour_cost: 105, parts_cost: 25, other_cost: 600, cost: 730 });

    const metrics = (await call(t.app, 'GET', `/api/analytics/assets/${asset.id}`, manager.cookie)).json();
    expect(metrics.total_maintenance_cost).toBe(730);

    const year = new Date(done.date_completed).getUTCFullYear();
    const budget = (
      await call(t.app, 'GET', `/api/budget?year=${year}&site=Cost%20Site`, manager.cookie)
    ).json();
    const actual = (category: string) =>
      budget.categories.find((c: { category: string }) => c.category === category)?.actual;
    expect([actual('labour'), actual('parts'), actual('other')]).toEqual([105, 25, 600]);
    expect(budget.totals.actual_ytd).toBe(730);

    const pdf = await call(t.app, 'GET', `/api/work-orders/${order.id}/certificate.pdf`, manager.cookie);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Labour £105 + parts £25 + other costs £600 = £730');
    expect(OTHER_COSTS_LABEL).toContain('contractors');
  });
});
