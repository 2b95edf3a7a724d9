import { createHmac, timingSafeEqual } from 'node:crypto';
import dns from 'node:dns';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app';
import { notification_queue, webhook_deliveries, webhook_outbox, webhooks } from '../../../db/schema';
import { auditOf, call, createAsset, report } from '../../../test/factories';
import { createTestInstances, signedIn, useTestApp } from '../../../test/harness';
import { cleanWebhookLog, deliverDueWebhooks, enqueueWebhookEvent } from '../index';
import { type Receiver, startReceiver } from './receiver';

/** The README's verification snippet, word for word: what a receiving system runs. */
function verifyPlantwiseSignature(secret: string, header: string, rawBody: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const t = useTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: '1' } });
const receivers: Receiver[] = [];
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
});

afterEach(async () => {
  // Each test brings its own endpoint; none is left to take the next test's deliveries.
  await t.app.ctx.db.delete(webhooks);
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function receiver(statuses?: number[]) {
  const r = await startReceiver(statuses);
  receivers.push(r);
  return r;
}

async function createWebhook(app: App, cookie: string, body: Record<string, unknown>) {
  const response = await call(app, 'POST', '/api/webhooks', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string; url: string; events: string[]; active: boolean };
}

/** An event committed the way a module queues one: in a transaction of its own. */
async function emit(
  app: App,
  type: Parameters<typeof enqueueWebhookEvent>[1],
  data: Record<string, unknown>,
) {
  await app.ctx.db.transaction((tx) => enqueueWebhookEvent(tx, type, data));
}

async function deliveriesOf(app: App, webhookId: string) {
  return app.ctx.db.select().from(webhook_deliveries).where(eq(webhook_deliveries.webhook_id, webhookId));
}

/** Makes every pending delivery of the webhook due now (as if its back-off had passed). */
async function makeDue(app: App, webhookId: string) {
  await app.ctx.db
    .update(webhook_deliveries)
    .set({ next_attempt_at: sql`now() - interval '1 second'` })
    .where(eq(webhook_deliveries.webhook_id, webhookId));
}

describe('registering webhooks (admins only)', () => {
  it('answers the signing secret once and never again', async () => {
    const r = await receiver();
    const created = await createWebhook(t.app, admin.cookie, {
      url: r.url,
      events: ['work_order.created', 'breakdown.reported', 'work_order.created'],
    });
    expect(created).toMatchObject({
      url: r.url,
      // Once each, in the list's order.
      events: ['breakdown.reported', 'work_order.created'],
      active: true,
      failing_since: null,
      switched_off_at: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const list = await call(t.app, 'GET', '/api/webhooks', admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.id, url: r.url })]);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().data[0]).not.toHaveProperty('secret');
    const audit = await auditOf(t.app, 'webhook', created.id);
    expect(audit.map((a) => a.action)).toEqual(['webhook.created']);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('refuses everyone but admins', async () => {
    for (const role of ['manager', 'technician', 'quality', 'user'] as const) {
      const { cookie } = await signedIn(t.app, role);
      const list = await call(t.app, 'GET', '/api/webhooks', cookie);
      expect(list.statusCode).toBe(403);
      const create = await call(t.app, 'POST', '/api/webhooks', cookie, {
        url: 'https://hooks.example.com/x',
        events: ['stock.low'],
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/webhooks')).statusCode).toBe(401);
  });

  it('refuses an unknown event, no events, and what is not an http(s) address', async () => {
    const bad = [
      { url: 'https://hooks.example.com/x', events: ['purchase_order.approved'] },
      { url: 'https://hooks.example.com/x', events: [] },
      { url: 'ftp://hooks.example.com/x', events: ['stock.low'] },
    ];
    for (const body of bad) {
      const response = await call(t.app, 'POST', '/api/webhooks', admin.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('pauses, resumes, changes and deletes a webhook', async () => {
    const r = await receiver();
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    const paused = await call(t.app, 'PATCH', `/api/webhooks/${created.id}`, admin.cookie, { active: false });
    expect(paused.json()).toMatchObject({ active: false });
    await emit(t.app, 'stock.low', { item_id: 'P-1' });
    expect(await deliveriesOf(t.app, created.id)).toHaveLength(0);
    const resumed = await call(t.app, 'PATCH', `/api/webhooks/${created.id}`, admin.cookie, {
      active: true,
      events: ['stock.low', 'record.signed'],
    });
    expect(resumed.json()).toMatchObject({ active: true, events: ['stock.low', 'record.signed'] });
    const deleted = await call(t.app, 'DELETE', `/api/webhooks/${created.id}`, admin.cookie);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(t.app, 'DELETE', `/api/webhooks/${created.id}`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('delivery', () => {
  it('POSTs {id, type, created_at, data} with a signature the README snippet verifies', async () => {
    const r = await receiver();
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    await emit(t.app, 'stock.low', { item_id: 'P-100', status: 'low_stock' });
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(1);

    expect(r.received).toHaveLength(1);
    const [request] = r.received;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['plantwise-event']).toBe('stock.low');
    const body = JSON.parse(request.body);
    expect(Object.keys(body)).toEqual(['id', 'type', 'created_at', 'data']);
    expect(body).toMatchObject({ type: 'stock.low', data: { item_id: 'P-100', status: 'low_stock' } });
    const header = String(request.headers['plantwise-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyPlantwiseSignature(created.secret, header, request.body)).toBe(true);
    expect(verifyPlantwiseSignature('whsec_someone-else', header, request.body)).toBe(false);
    expect(verifyPlantwiseSignature(created.secret, header, request.body.replace('P-100', 'P-101'))).toBe(
      false,
    );

    const log = await call(t.app, 'GET', `/api/webhooks/${created.id}/deliveries`, admin.cookie);
    expect(log.json()).toMatchObject({
      total: 1,
      data: [
        {
          event_type: 'stock.low',
          status: 'succeeded',
          attempts: 1,
          response_status: 200,
          response_excerpt: 'ok',
        },
      ],
    });
    // Delivered once: nothing more on later runs.
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
    expect(r.received).toHaveLength(1);
  });

  it('sends only the events a webhook chose', async () => {
    const r = await receiver();
    await createWebhook(t.app, admin.cookie, { url: r.url, events: ['record.signed'] });
    await emit(t.app, 'stock.low', { item_id: 'P-1' });
    await emit(t.app, 'record.signed', { record_id: 'R-1' });
    await deliverDueWebhooks(t.app.ctx);
    expect(r.events().map((e) => e.type)).toEqual(['record.signed']);
  });

  it('announces a breakdown reported through the API, and a work order created through it', async () => {
    const r = await receiver();
    await createWebhook(t.app, admin.cookie, {
      url: r.url,
      events: ['breakdown.reported', 'work_order.created'],
    });
    const asset = await createAsset(t.app);
    const reported = await report(t.app, admin.cookie, { asset_id: asset.id, title: 'Seal leaking' });
    expect(reported.statusCode).toBe(201);
    const order = await call(t.app, 'POST', '/api/work-orders', admin.cookie, {
      title: 'Replace the seal',
      asset_id: asset.id,
    });
    expect(order.statusCode, order.body).toBe(201);
    await deliverDueWebhooks(t.app.ctx);
    const events = r.events();
    expect(events.map((e) => e.type).sort()).toEqual(['breakdown.reported', 'work_order.created']);
    expect(events.find((e) => e.type === 'breakdown.reported')?.data).toMatchObject({
      breakdown_id: reported.json().id,
      title: 'Seal leaking',
      asset: { id: asset.id, asset_id: asset.asset_id },
    });
    expect(events.find((e) => e.type === 'work_order.created')?.data).toMatchObject({
      work_order_id: order.json().id,
      title: 'Replace the seal',
    });
  });

  it('queues nothing for a write that is rolled back', async () => {
    const r = await receiver();
    await createWebhook(t.app, admin.cookie, { url: r.url, events: ['work_order.created'] });
    const before = await t.app.ctx.db.select().from(webhook_outbox);
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await enqueueWebhookEvent(tx, 'work_order.created', { work_order_id: 'never-committed' });
        throw new Error('the write failed after the event was queued');
      }),
    ).rejects.toThrow('the write failed');
    expect(await t.app.ctx.db.select().from(webhook_outbox)).toHaveLength(before.length);
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
    expect(r.received).toHaveLength(0);
  });

  it('writes nothing when no webhook wants the event', async () => {
    const before = await t.app.ctx.db.select().from(webhook_outbox);
    await emit(t.app, 'maintenance.due', { maintenance_task_id: 'x' });
    expect(await t.app.ctx.db.select().from(webhook_outbox)).toHaveLength(before.length);
  });

  it('retries with back-off after a 500, then succeeds', async () => {
    const r = await receiver([500, 200]);
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    await emit(t.app, 'stock.low', { item_id: 'P-2' });
    const started = Date.now();
    await deliverDueWebhooks(t.app.ctx);
    let [delivery] = await deliveriesOf(t.app, created.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 });
    expect(delivery.response_excerpt).toBe('receiver says 500');
    // The first retry waits a minute.
    const wait = Date.parse(delivery.next_attempt_at ?? '') - started;
    expect(wait).toBeGreaterThanOrEqual(59_000);
    expect(wait).toBeLessThan(70_000);
    const [failing] = await t.app.ctx.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(failing.failing_since).not.toBeNull();
    // Not due yet: nothing is sent.
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);

    await makeDue(t.app, created.id);
    await deliverDueWebhooks(t.app.ctx);
    [delivery] = await deliveriesOf(t.app, created.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 200 });
    expect(r.received).toHaveLength(2);
    // The same event both times: a receiver can tell a retry by its id.
    expect(new Set(r.events().map((e) => e.id)).size).toBe(1);
    const [healthy] = await t.app.ctx.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(healthy.failing_since).toBeNull();
  });

  it('gives a delivery up once it has failed for 24 hours', async () => {
    const r = await receiver([503]);
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    await emit(t.app, 'stock.low', { item_id: 'P-3' });
    await t.app.ctx.db
      .update(webhook_deliveries)
      .set({ created_at: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(webhook_deliveries.webhook_id, created.id));
    await deliverDueWebhooks(t.app.ctx);
    const [delivery] = await deliveriesOf(t.app, created.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      response_status: 503,
      next_attempt_at: null,
    });
  });

  it('does not follow a redirect', async () => {
    const r = await receiver([302]);
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    await emit(t.app, 'stock.low', { item_id: 'P-4' });
    await deliverDueWebhooks(t.app.ctx);
    const [delivery] = await deliveriesOf(t.app, created.id);
    expect(delivery).toMatchObject({ status: 'pending', response_status: 302 });
    expect(r.received).toHaveLength(1);
  });

  it('switches a webhook off after 3 days of failures and tells the admins', async () => {
    const r = await receiver([500]);
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    await emit(t.app, 'stock.low', { item_id: 'P-5' });
    // Failing for just under 3 days: still on.
    await t.app.ctx.db
      .update(webhooks)
      .set({ failing_since: sql`now() - interval '71 hours 59 minutes'` })
      .where(eq(webhooks.id, created.id));
    await deliverDueWebhooks(t.app.ctx);
    let [row] = await t.app.ctx.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row.active).toBe(true);

    await t.app.ctx.db
      .update(webhooks)
      .set({ failing_since: sql`now() - interval '72 hours 1 minute'` })
      .where(eq(webhooks.id, created.id));
    await makeDue(t.app, created.id);
    await deliverDueWebhooks(t.app.ctx);
    [row] = await t.app.ctx.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row.active).toBe(false);
    expect(row.switched_off_at).not.toBeNull();

    const notices = await t.app.ctx.db
      .select()
      .from(notification_queue)
      .where(eq(notification_queue.user_id, admin.user.id));
    const notice = notices.find((n) => (n.metadata as { webhook_id?: string }).webhook_id === created.id);
    expect(notice).toMatchObject({
      notification_type: 'system',
      title: 'Webhook switched off',
      urgency: 'high',
    });
    expect(notice?.message).toContain(r.url);
    expect((await auditOf(t.app, 'webhook', created.id)).map((a) => a.action)).toContain(
      'webhook.switched_off',
    );

    // Switched off: nothing more is sent, even when due.
    await makeDue(t.app, created.id);
    const sent = r.received.length;
    await deliverDueWebhooks(t.app.ctx);
    expect(r.received).toHaveLength(sent);

    // Resumed by an admin once the receiver is fixed: its failure count starts afresh and waiting events go out.
    r.answer(200);
    const resumed = await call(t.app, 'PATCH', `/api/webhooks/${created.id}`, admin.cookie, { active: true });
    expect(resumed.json()).toMatchObject({ active: true, failing_since: null, switched_off_at: null });
    await deliverDueWebhooks(t.app.ctx);
    expect(r.received).toHaveLength(sent + 1);
  });

  it('redelivers an event as a new delivery, and refuses while the webhook is paused', async () => {
    const r = await receiver();
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['record.signed'] });
    await emit(t.app, 'record.signed', { record_id: 'R-9' });
    await deliverDueWebhooks(t.app.ctx);
    const [first] = await deliveriesOf(t.app, created.id);

    const again = await call(t.app, 'POST', `/api/webhook-deliveries/${first.id}/redeliver`, admin.cookie);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'pending',
      attempts: 0,
      redelivery_of: first.id,
      event_id: first.event_id,
    });
    await deliverDueWebhooks(t.app.ctx);
    expect(r.received).toHaveLength(2);
    expect(r.events()[1].id).toBe(r.events()[0].id);
    const log = await call(t.app, 'GET', `/api/webhooks/${created.id}/deliveries`, admin.cookie);
    expect(log.json().data.map((d: { status: string }) => d.status)).toEqual(['succeeded', 'succeeded']);

    await call(t.app, 'PATCH', `/api/webhooks/${created.id}`, admin.cookie, { active: false });
    const refused = await call(t.app, 'POST', `/api/webhook-deliveries/${first.id}/redeliver`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('webhook_inactive');
    const unknown = await call(
      t.app,
      'POST',
      '/api/webhook-deliveries/00000000-0000-4000-8000-000000000000/redeliver',
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    const { cookie } = await signedIn(t.app, 'manager');
    expect(
      (await call(t.app, 'POST', `/api/webhook-deliveries/${first.id}/redeliver`, cookie)).statusCode,
    ).toBe(403);
  });

  it('keeps the delivery log for 30 days, and never removes a delivery still to be sent', async () => {
    const r = await receiver([200]);
    const created = await createWebhook(t.app, admin.cookie, { url: r.url, events: ['stock.low'] });
    await emit(t.app, 'stock.low', { item_id: 'old' });
    await deliverDueWebhooks(t.app.ctx);
    await emit(t.app, 'stock.low', { item_id: 'waiting' });
    await t.app.ctx.db
      .update(webhook_deliveries)
      .set({ created_at: sql`now() - interval '31 days'` })
      .where(eq(webhook_deliveries.webhook_id, created.id));
    await t.app.ctx.db.update(webhook_outbox).set({ created_at: sql`now() - interval '31 days'` });
    expect(await cleanWebhookLog(t.app.ctx)).toBe(1);
    const left = await deliveriesOf(t.app, created.id);
    expect(left.map((d) => d.status)).toEqual(['pending']);
    const events = await t.app.ctx.db.select().from(webhook_outbox);
    expect(events.map((e) => (e.data as { item_id: string }).item_id)).toEqual(['waiting']);
  });

  it('allows loopback addresses only with WEBHOOK_ALLOW_LOOPBACK=1 (this app has it)', async () => {
    const created = await createWebhook(t.app, admin.cookie, {
      url: 'http://127.0.0.1:9/x',
      events: ['stock.low'],
    });
    expect(created.url).toBe('http://127.0.0.1:9/x');
  });
});

describe('addresses refused without WEBHOOK_ALLOW_LOOPBACK', () => {
  const strict = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedIn(strict.app, 'admin')).cookie;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await strict.app.ctx.db.delete(webhooks);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook'],
    ['loopback by name', 'http://localhost:8080/hook'],
    ['IPv6 loopback', 'http://[::1]:8080/hook'],
    ['"this host"', 'http://0.0.0.0/hook'],
    ['link-local', 'http://169.254.10.10/hook'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 link-local', 'http://[fe80::1]/hook'],
    ['metadata by name', 'http://metadata.google.internal/computeMetadata/v1/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/hook'],
  ])('refuses %s at registration (%s)', async (_name, url) => {
    const response = await call(strict.app, 'POST', '/api/webhooks', cookie, { url, events: ['stock.low'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'webhook_address_refused',
      details: [{ path: 'url', message: expect.stringContaining('loopback') }],
    });
  });

  it('refuses the same addresses when an address is changed', async () => {
    const created = await createWebhook(strict.app, cookie, {
      url: 'https://hooks.example.com/x',
      events: ['stock.low'],
    });
    const response = await call(strict.app, 'PATCH', `/api/webhooks/${created.id}`, cookie, {
      url: 'http://169.254.169.254/',
    });
    expect(response.statusCode).toBe(422);
  });

  it('checks the DNS answer again at delivery: a name that resolves to a refused address gets nothing', async () => {
    const r = await receiver();
    const created = await createWebhook(strict.app, cookie, {
      url: `http://hooks.plant.test:${r.port}/x`,
      events: ['stock.low'],
    });
    // The name resolves to the metadata address (DNS changed since it was registered, or was made to).
    const lookup = dns.lookup;
    vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: object, callback: never) =>
      hostname === 'hooks.plant.test'
        ? (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
            { address: '169.254.169.254', family: 4 },
          ])
        : lookup(hostname, options, callback)) as never);
    await emit(strict.app, 'stock.low', { item_id: 'P-7' });
    await deliverDueWebhooks(strict.app.ctx);
    const [delivery] = await deliveriesOf(strict.app, created.id);
    expect(delivery).toMatchObject({ status: 'pending', response_status: null });
    expect(delivery.response_excerpt).toContain('resolves to');
    expect(r.received).toHaveLength(0);
  });

  it('checks a loopback address again at delivery (registered while the flag was on)', async () => {
    const r = await receiver();
    const [row] = await strict.app.ctx.db
      .insert(webhooks)
      .values({ url: r.url, events: ['stock.low'], secret: 'whsec_x' })
      .returning();
    await emit(strict.app, 'stock.low', { item_id: 'P-8' });
    await deliverDueWebhooks(strict.app.ctx);
    const [delivery] = await deliveriesOf(strict.app, row.id);
    expect(delivery.response_excerpt).toContain('loopback');
    expect(r.received).toHaveLength(0);
  });
});

/** Exactly once across instances: two servers on one PostgreSQL database, both running the job. */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('delivery across two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestInstances>>;
  beforeAll(async () => {
    instances = await createTestInstances(2, { env: { WEBHOOK_ALLOW_LOOPBACK: '1' } });
  });
  afterAll(() => instances?.close());

  it('delivers every event exactly once while both instances race over the outbox', async () => {
    const [a, b] = instances.apps;
    const r = await startReceiver([200], { delayMs: 20 });
    receivers.push(r);
    const { cookie } = await signedIn(a, 'admin');
    const created = await createWebhook(a, cookie, { url: r.url, events: ['stock.low'] });
    for (let i = 0; i < 60; i++) await emit(i % 2 ? a : b, 'stock.low', { n: i });

    a.ctx.jobs.start(a.ctx);
    b.ctx.jobs.start(b.ctx);
    try {
      for (let i = 0; i < 200; i++) {
        const pending = await a.ctx.db
          .select()
          .from(webhook_deliveries)
          .where(eq(webhook_deliveries.status, 'pending'));
        if (pending.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await Promise.all([a.ctx.jobs.stop(), b.ctx.jobs.stop()]);
    }
    const ids = r.events().map((e) => e.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(
      r
        .events()
        .map((e) => e.data.n)
        .sort((x, y) => Number(x) - Number(y)),
    ).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const rows = await deliveriesOf(a, created.id);
    expect(rows.every((d) => d.status === 'succeeded' && d.attempts === 1)).toBe(true);
  });
});
