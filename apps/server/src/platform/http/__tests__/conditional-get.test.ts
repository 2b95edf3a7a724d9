import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAsset, post } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

/** Statements the app sent since the last reset. */
let statements: string[] = [];
const t = useTestApp({ onQuery: (text) => statements.push(text) });

const get = (url: string, cookie: string, etag?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}), ...headers },
  });

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('conditional GET (ETag / If-None-Match)', () => {
  it('answers 304 with no body while nothing the list reads has changed, without running the query', async () => {
    const manager = await signedIn(t.app, 'manager');
    const first = await get('/api/work-orders?limit=50', manager.cookie);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    statements = [];
    const again = await get('/api/work-orders?limit=50', manager.cookie, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Only the session lookup ran: nothing read work_orders.
    expect(statements.filter((text) => /work_orders/.test(text))).toEqual([]);
  });

  it('a write through this instance changes the tag at once', async () => {
    const manager = await signedIn(t.app, 'manager');
    const before = (await get('/api/work-orders?limit=50', manager.cookie)).headers.etag as string;
    const asset = await createAsset(t.app);
    const created = await post(t.app, manager.cookie, '/api/work-orders', {
      title: 'Replace the belt',
      asset_id: asset.id,
      priority: 'medium',
      maintenance_type: 'corrective',
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/work-orders?limit=50', manager.cookie, before);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((w: { title: string }) => w.title)).toContain('Replace the belt');
  });

  it('a change committed elsewhere (another instance) changes the tag once its notification arrives', async () => {
    const manager = await signedIn(t.app, 'manager');
    const before = (await get('/api/inventory?limit=50', manager.cookie)).headers.etag as string;
    await t.app.ctx.db.execute(
      sql`insert into inventory_items (item_id, item_name, status) values ('ELSEWHERE-1', 'Added elsewhere', 'out-of-stock')`,
    );
    await until(
      async () => (await get('/api/inventory?limit=50', manager.cookie, before)).statusCode === 200,
    );
  });

  it('never shares a tag between two people', async () => {
    const a = await signedIn(t.app, 'manager');
    const b = await signedIn(t.app, 'manager');
    const tagA = (await get('/api/notifications?limit=50', a.cookie)).headers.etag as string;
    expect((await get('/api/notifications?limit=50', b.cookie, tagA)).statusCode).toBe(200);
  });
});

describe('answers shared between people (routes whose answer is the same for everyone)', () => {
  const url = '/api/work-orders?limit=50&sort=-date_created';
  const readsWorkOrders = () => statements.filter((text) => /from "work_orders"/.test(text));

  it("sends the next person the first one's answer without a query, under their own tag", async () => {
    const a = await signedIn(t.app, 'manager');
    const b = await signedIn(t.app, 'technician');
    const first = await get(url, a.cookie);
    expect(first.statusCode).toBe(200);

    statements = [];
    const second = await get(url, b.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(readsWorkOrders()).toEqual([]);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((await get(url, b.cookie, second.headers.etag as string)).statusCode).toBe(304);
  });

  it('reads again once something the answer reads has changed, here or on another instance', async () => {
    const manager = await signedIn(t.app, 'manager');
    await get(url, manager.cookie);
    const asset = await createAsset(t.app);
    await post(t.app, manager.cookie, '/api/work-orders', {
      title: 'Grease the bearings',
      asset_id: asset.id,
      priority: 'low',
      maintenance_type: 'preventive',
    });
    const titles = async () =>
      (await get(url, manager.cookie)).json().data.map((w: { title: string }) => w.title);
    expect(await titles()).toContain('Grease the bearings');

    await t.app.ctx.db.execute(
      sql`insert into work_orders (title, asset_id) values ('Written elsewhere', ${asset.id})`,
    );
    await until(async () => (await titles()).includes('Written elsewhere'));
  });

  it('reads the database for a request that says no-cache, and for a different URL', async () => {
    const manager = await signedIn(t.app, 'manager');
    await get(url, manager.cookie);
    statements = [];
    await get(url, manager.cookie, undefined, { 'cache-control': 'no-cache' });
    expect(readsWorkOrders()).not.toEqual([]);
    statements = [];
    await get(`${url}&priority=high`, manager.cookie);
    expect(readsWorkOrders()).not.toEqual([]);
  });

  it("never shares a personal answer: each person's notifications are read for them", async () => {
    const a = await signedIn(t.app, 'manager');
    const b = await signedIn(t.app, 'manager');
    await get('/api/notifications?limit=50', a.cookie);
    statements = [];
    await get('/api/notifications?limit=50', b.cookie);
    expect(statements.filter((text) => /from "notifications"/.test(text))).not.toEqual([]);
  });

  it('still checks who asks: a shared answer never reaches someone signed out', async () => {
    const manager = await signedIn(t.app, 'manager');
    expect((await get(url, manager.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('shares the answer a browser asked compressed with the next one', async () => {
    const manager = await signedIn(t.app, 'manager');
    const gzipped = await get(`${url}&status=pending`, manager.cookie, undefined, {
      'accept-encoding': 'gzip',
    });
    expect(gzipped.statusCode).toBe(200);
    statements = [];
    const plain = await get(`${url}&status=pending`, manager.cookie);
    expect(plain.json()).toHaveProperty('data');
    expect(readsWorkOrders()).toEqual([]);
  });
});
