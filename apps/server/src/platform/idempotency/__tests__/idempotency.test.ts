import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asset_breakdowns, files, idempotency_keys } from '../../../db/schema';
import { call, createAsset, createInventoryItem, PNG, stockAndLedger } from '../../../test/factories';
import { signedIn, useClockedTestApp } from '../../../test/harness';
import { IDEMPOTENCY_CLEANUP_JOB, idempotencyCleanupJob } from '../idempotency.plugin';

/** A route only these tests have: fails with a 500 the first time, and can be held open. */
let flakyCalls = 0;
let hold: Promise<void> | null = null;

const { t, clock } = useClockedTestApp(new Date('2026-11-20T08:00:00Z'), {
  // Sessions outlive the keys' 24 hours here, so one session sees its key expire.
  env: { SESSION_IDLE_TIMEOUT_S: String(3 * 86_400), SESSION_MAX_AGE_S: String(7 * 86_400) },
  beforeReady: (app) => {
    app.post('/api/test/flaky', { config: { access: 'user' } }, async () => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error('the database went away');
      return { call: flakyCalls };
    });
    app.post('/api/test/slow', { config: { access: 'user' } }, async () => {
      await hold;
      return { done: true };
    });
  },
});

type Method = 'POST' | 'PUT' | 'PATCH';
function send(method: Method, url: string, cookie: string, key: string | undefined, payload: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

const breakdownsOf = async (assetId: string) =>
  (
    await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, assetId))
  )[0]?.n;

describe('Idempotency-Key', () => {
  it('answers a repeated breakdown report with the first answer, marked replayed, and reports it once', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const key = randomUUID();
    const body = { asset_id: asset.id, title: 'Conveyor belt snapped', severity: 'high' };
    const first = await send('POST', '/api/breakdowns', cookie, key, body);
    // The same body with its keys in another order is the same body.
    const again = await send('POST', '/api/breakdowns', cookie, key, {
      severity: 'high',
      title: 'Conveyor belt snapped',
      asset_id: asset.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect(await breakdownsOf(asset.id)).toBe(1);
  });

  it('adjusts stock once however often the same adjustment is sent', async () => {
    const { cookie } = await signedIn(t.app, 'technician');
    const item = await createInventoryItem(t.app, { quantity_in_stock: 10 });
    const key = randomUUID();
    const body = { quantity: 3, mode: 'remove', reason: 'Line 3 gearbox' };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await send('POST', `/api/inventory/${item.id}/adjust`, cookie, key, body));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 7, ledgerSum: 7, rows: 2 });
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const { cookie } = await signedIn(t.app, 'technician');
    const item = await createInventoryItem(t.app, { quantity_in_stock: 10 });
    const key = randomUUID();
    const url = `/api/inventory/${item.id}/adjust`;
    await send('POST', url, cookie, key, { quantity: 1, mode: 'remove', reason: 'Used' });
    const other = await send('POST', url, cookie, key, { quantity: 5, mode: 'remove', reason: 'Used' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    const elsewhere = await send('POST', '/api/breakdowns', cookie, key, { title: 'x' });
    expect(elsewhere.statusCode).toBe(422);
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 9, rows: 2 });
  });

  it("keeps each person's keys apart: another person's request with the same key runs", async () => {
    const [a, b] = [await signedIn(t.app, 'user'), await signedIn(t.app, 'user')];
    const asset = await createAsset(t.app);
    const key = 'shared-key-123';
    const body = { asset_id: asset.id, title: 'Guard sensor faulty', severity: 'low' };
    const first = await send('POST', '/api/breakdowns', a.cookie, key, body);
    const second = await send('POST', '/api/breakdowns', b.cookie, key, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(await breakdownsOf(asset.id)).toBe(2);
  });

  it('replays a refusal (4xx) as it was first answered', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const [key, url] = [randomUUID(), `/api/breakdowns/${randomUUID()}`];
    const first = await send('PATCH', url, cookie, key, { title: 'Renamed' });
    const again = await send('PATCH', url, cookie, key, { title: 'Renamed' });
    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('forgets a key after 24 hours: the same request then runs again, and the hourly job deletes old keys', async () => {
    const { user, cookie } = await signedIn(t.app, 'technician');
    const item = await createInventoryItem(t.app, { quantity_in_stock: 10 });
    const key = randomUUID();
    const body = { quantity: 2, mode: 'add', reason: 'Delivery' };
    const url = `/api/inventory/${item.id}/adjust`;
    const start = clock.now;
    try {
      expect((await send('POST', url, cookie, key, body)).statusCode).toBe(200);
      clock.now = new Date(start.getTime() + 23.9 * 3_600_000);
      const within = await send('POST', url, cookie, key, body);
      expect(within.headers['idempotent-replayed']).toBe('true');
      clock.now = new Date(start.getTime() + 24.1 * 3_600_000);
      const after = await send('POST', url, cookie, key, body);
      expect(after.statusCode).toBe(200);
      expect(after.headers['idempotent-replayed']).toBeUndefined();
      expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 14, rows: 3 });

      const other = {
        scope: user.id,
        key: 'an-old-key-1',
        method: 'POST',
        route: '/x',
        url: '/x',
        body_hash: 'h',
      };
      await t.app.ctx.db
        .insert(idempotency_keys)
        .values({ ...other, created_at: new Date(clock.now.getTime() - 25 * 3_600_000).toISOString() });
      expect(idempotencyCleanupJob().name).toBe(IDEMPOTENCY_CLEANUP_JOB);
      expect(await idempotencyCleanupJob().run(t.app.ctx)).toBeGreaterThanOrEqual(1);
      const left = await t.app.ctx.db
        .select({ key: idempotency_keys.key })
        .from(idempotency_keys)
        .where(eq(idempotency_keys.scope, user.id));
      expect(left.map((r) => r.key)).toEqual([key]);
    } finally {
      clock.now = start;
    }
  });

  it('keeps no 5xx: the key is released and the retry runs', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const key = randomUUID();
    const failed = await send('POST', '/api/test/flaky', cookie, key, { n: 1 });
    expect(failed.statusCode).toBe(500);
    const retried = await send('POST', '/api/test/flaky', cookie, key, { n: 1 });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json()).toEqual({ call: 2 });
    const replayed = await send('POST', '/api/test/flaky', cookie, key, { n: 1 });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual({ call: 2 });
    expect(flakyCalls).toBe(2);
  });

  it('answers 409 while the first request with the key is still being handled', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const key = randomUUID();
    let release = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = send('POST', '/api/test/slow', cookie, key, {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const meanwhile = await send('POST', '/api/test/slow', cookie, key, {});
    release();
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.code).toBe('idempotency_key_in_progress');
    expect(meanwhile.headers['retry-after']).toBe('1');
    expect((await first).statusCode).toBe(200);
    expect((await send('POST', '/api/test/slow', cookie, key, {})).headers['idempotent-replayed']).toBe(
      'true',
    );
  });

  it('refuses a key that is too short, too long or not visible ASCII (400)', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    for (const key of ['short', 'x'.repeat(256), 'has spaces in it']) {
      const response = await send('POST', '/api/test/slow', cookie, key, {});
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.code).toBe('idempotency_key_invalid');
    }
  });

  it('asks an anonymous caller for a long key', async () => {
    const url = `/api/public/report/${'a'.repeat(43)}`;
    const short = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': 'abcd-1234' },
      payload: {},
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('32 to 255');
    const key = randomUUID();
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': key },
      payload: {},
    });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': key },
      payload: {},
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('never replays signing in: each sign-in with the same key starts its own session', async () => {
    const { user } = await signedIn(t.app, 'user');
    const key = randomUUID();
    const signInWith = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'idempotency-key': key },
        payload: { email: user.email, password: user.password },
      });
    const [first, second] = [await signInWith(), await signInWith()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const tokens = [first, second].map((r) => r.cookies.find((c) => c.name === 'pw_session')?.value);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('replays a public report sent again as the same multipart form with its photo, whatever its boundary', async () => {
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const { token } = (
      await call(t.app, 'POST', `/api/assets/${asset.id}/report-token`, manager.cookie)
    ).json();
    const form = (photo: Buffer) => {
      const data = new FormData();
      data.set('title', 'Guard cracked');
      data.set('severity', 'high');
      data.set('field_reporter_name', 'Ana');
      data.set('photo', new Blob([photo], { type: 'image/png' }), 'guard.png');
      return data;
    };
    const key = randomUUID();
    const submit = async (data: FormData) => {
      // Each Request draws its own boundary, as a browser's retry would.
      const request = new Request('http://x', { method: 'POST', body: data });
      return t.app.inject({
        method: 'POST',
        url: `/api/public/report/${token}`,
        headers: { 'content-type': request.headers.get('content-type') ?? '', 'idempotency-key': key },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const first = await submit(form(PNG));
    const again = await submit(form(PNG));
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const otherPhoto = await submit(form(Buffer.concat([PNG, Buffer.from('another picture')])));
    expect(otherPhoto.statusCode).toBe(422);
    const [row] = await t.app.ctx.db
      .select()
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, asset.id));
    expect(await breakdownsOf(asset.id)).toBe(1);
    expect(
      await t.app.ctx.db.select({ id: files.id }).from(files).where(eq(files.owner_id, row!.id)),
    ).toHaveLength(1);
  });

  // Meaningful on PostgreSQL, where the requests really run at once on a pool of connections.
  it('writes once when 20 requests with one key arrive at once', async () => {
    const { cookie } = await signedIn(t.app, 'technician');
    const item = await createInventoryItem(t.app, { quantity_in_stock: 50 });
    const key = randomUUID();
    const body = { quantity: 1, mode: 'remove', reason: 'Line 1 rollers' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', `/api/inventory/${item.id}/adjust`, cookie, key, body)),
    );
    const done = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(done.length + waiting.length).toBe(20);
    expect(done.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(done.map((a) => a.body)).size).toBe(1);
    expect(waiting.every((a) => a.json().error.code === 'idempotency_key_in_progress')).toBe(true);
    expect(await stockAndLedger(t.app, item.id)).toMatchObject({ quantity: 49, rows: 2 });
  });
});
