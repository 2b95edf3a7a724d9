import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, webhook_outbox, webhooks } from '../../../db/schema';
import {
  call,
  createAsset,
  createInventoryItem,
  createMaintenanceTask,
  post,
  reported,
  VALID_COMPLETION,
} from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';
import { sendDueAlerts } from '../../maintenance';
import { deliverDueWebhooks } from '../index';
import { type Receiver, startReceiver } from './receiver';

/** Every event source, through the API or job people use, reaching a webhook that wants everything. */
const t = useTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: '1' } });
let receiver: Receiver;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  receiver = await startReceiver();
  admin = await signedIn(t.app, 'admin');
});
afterAll(() => receiver.close());

async function subscribeAll() {
  await t.app.ctx.db.delete(webhooks);
  receiver.received.splice(0);
  const response = await call(t.app, 'POST', '/api/webhooks', admin.cookie, {
    url: receiver.url,
    events: [
      'breakdown.reported',
      'breakdown.completed',
      'work_order.created',
      'work_order.completed',
      'maintenance.due',
      'stock.low',
      'record.signed',
    ],
  });
  expect(response.statusCode).toBe(201);
}

async function sentTypes() {
  await deliverDueWebhooks(t.app.ctx);
  return receiver.events();
}

describe('events from where they happen', () => {
  it('a breakdown completed, and its record signed', async () => {
    await subscribeAll();
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Reject arm stuck' });
    const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, VALID_COMPLETION);
    expect(done.statusCode, done.body).toBe(200);
    const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, b.id));
    const signed = await post(t.app, tech.cookie, `/api/records/${record.id}/signatures`, {
      meaning: 'performed',
      password: tech.user.password,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const events = await sentTypes();
    expect(events.map((e) => e.type)).toEqual(['breakdown.reported', 'breakdown.completed', 'record.signed']);
    expect(events[1].data).toMatchObject({
      breakdown_id: b.id,
      status: 'completed',
      completed_by: VALID_COMPLETION.completed_by,
      record_number: record.number,
    });
    expect(events[2].data).toMatchObject({
      record_id: record.id,
      record_number: record.number,
      meaning: 'performed',
    });
  });

  it('a work order created and completed', async () => {
    await subscribeAll();
    const manager = await signedIn(t.app, 'manager');
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const order = (
      await post(t.app, manager.cookie, '/api/work-orders', { title: 'Replace seal', asset_id: asset.id })
    ).json();
    expect((await post(t.app, tech.cookie, `/api/work-orders/${order.id}/start`)).statusCode).toBe(200);
    const done = await post(t.app, tech.cookie, `/api/work-orders/${order.id}/complete`, {
      completion_notes: 'Seal replaced, no leaks after 10 min run',
      completed_by: 'Tom Tech',
      actual_duration: 2,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(done.statusCode, done.body).toBe(200);
    const events = await sentTypes();
    expect(events.map((e) => e.type)).toEqual(['work_order.created', 'work_order.completed']);
    expect(events[1].data).toMatchObject({
      work_order_id: order.id,
      number: order.number,
      completed_by: 'Tom Tech',
    });
  });

  it('stock falling to low, not stock going back up', async () => {
    await subscribeAll();
    const manager = await signedIn(t.app, 'manager');
    const item = await createInventoryItem(t.app, { quantity_in_stock: 10, min_stock_level: 5 });
    const adjust = (quantity: number) =>
      post(t.app, manager.cookie, `/api/inventory/${item.id}/adjust`, {
        quantity,
        mode: 'remove',
        reason: 'used',
      });
    expect((await adjust(2)).statusCode).toBe(200); // 8: in stock
    expect((await adjust(3)).statusCode).toBe(200); // 5: low
    expect(
      (
        await call(t.app, 'POST', `/api/inventory/${item.id}/adjust`, manager.cookie, {
          quantity: 1,
          mode: 'add',
          reason: null,
        })
      ).statusCode,
    ).toBe(200); // 6: in stock again
    const events = await sentTypes();
    expect(events.map((e) => e.type)).toEqual(['stock.low']);
    expect(events[0].data).toMatchObject({
      item_id: item.item_id,
      status: 'low-stock',
      previous_status: 'in-stock',
      quantity_in_stock: 5,
    });
  });

  it('maintenance coming due, from the due-alert job', async () => {
    await subscribeAll();
    const asset = await createAsset(t.app);
    const task = await createMaintenanceTask(t.app, asset.id, {
      next_due_date: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
    await sendDueAlerts(t.app.ctx);
    const events = (await sentTypes()).filter((e) => e.data.maintenance_task_id === task.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'maintenance.due',
      data: {
        title: 'Lubricate bearings',
        alert: 'due_soon',
        asset: { id: asset.id, asset_id: asset.asset_id },
      },
    });
  });

  it('nothing for a completion that fails after its follow-up work order was announced (rolled back)', async () => {
    await subscribeAll();
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Guard switch taped' });
    await deliverDueWebhooks(t.app.ctx);
    const before = await t.app.ctx.db.select().from(webhook_outbox);
    // The record is written after the temporary repair's follow-up work order (and its work_order.created).
    await t.app.ctx.db.execute(
      sql.raw(`create or replace function wh_test_refuse_record() returns trigger language plpgsql as $$
        begin raise exception 'record refused by the test'; end $$`),
    );
    await t.app.ctx.db.execute(
      sql.raw(
        'create trigger wh_test_refuse_record before insert on records for each row execute function wh_test_refuse_record()',
      ),
    );
    try {
      const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, {
        ...VALID_COMPLETION,
        fix_type: 'temporary',
        permanent_repair_deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
      expect(done.statusCode).toBe(500);
    } finally {
      await t.app.ctx.db.execute(sql.raw('drop trigger wh_test_refuse_record on records'));
    }
    expect(await t.app.ctx.db.select().from(webhook_outbox)).toHaveLength(before.length);
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
    expect(receiver.events().map((e) => e.type)).toEqual(['breakdown.reported']);
  });

  it('a webhook created with an admin API token, as the README shows', async () => {
    const token = (
      await post(t.app, admin.cookie, '/api/tokens', { name: 'Integrations', scope: 'write' })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
      payload: { url: receiver.url, events: ['breakdown.reported'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().secret).toMatch(/^whsec_/);
  });
});
