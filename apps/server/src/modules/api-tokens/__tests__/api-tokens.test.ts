import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { api_tokens, idempotency_keys } from '../../../db/schema';
import { hashToken } from '../../../platform/auth/tokens';
import {
  auditOf,
  call,
  createAsset,
  createLocationVia,
  createWorkOrder,
  deactivate,
  limitToSites,
} from '../../../test/factories';
import { createTestInstances, signedIn, useClockedTestApp, useTestApp } from '../../../test/harness';

const START = new Date('2026-11-27T08:00:10Z');
const { t, clock } = useClockedTestApp(START);

/** Creates a token through the API as the signed-in person; answers the created token with its secret. */
async function tokenOf(app: App, cookie: string, body: Record<string, unknown> = {}) {
  const response = await call(app, 'POST', '/api/tokens', cookie, {
    name: 'Nightly export',
    scope: 'write',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; token: string; scope: string; name: string };
}

/** A request as a script would send it: the bearer header and nothing else (no cookie, no Origin). */
function bearer(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

describe('creating, listing and revoking tokens', () => {
  it('answers the secret once and stores only its hash', async () => {
    const person = await signedIn(t.app, 'technician');
    const created = await tokenOf(t.app, person.cookie, { name: 'Line 3 dashboard', scope: 'read' });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Line 3 dashboard',
      scope: 'read',
      created_at: START.toISOString(),
      last_used_at: null,
      expires_at: null,
      token: expect.stringMatching(/^pw_[A-Za-z0-9_-]{43}$/),
    });

    const [row] = await t.app.ctx.db.select().from(api_tokens).where(eq(api_tokens.id, created.id));
    expect(row.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));

    const list = await call(t.app, 'GET', '/api/tokens', person.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [expect.objectContaining({ id: created.id, name: 'Line 3 dashboard', last_used_at: null })],
      total: 1,
    });
    expect(list.body).not.toContain(created.token);

    const audit = await auditOf(t.app, 'api_token', created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['api_token.created']);
    expect(JSON.stringify(audit)).not.toContain(created.token);
  });

  it('never keeps the answer of a create under an Idempotency-Key (it holds the secret)', async () => {
    const person = await signedIn(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { cookie: person.cookie, 'idempotency-key': 'token-create-key-1' },
        payload: { name: 'Once', scope: 'read' },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().token).not.toBe(first.json().token);
    const kept = await t.app.ctx.db
      .select()
      .from(idempotency_keys)
      .where(eq(idempotency_keys.key, 'token-create-key-1'));
    expect(kept).toEqual([]);
  });

  it('refuses an expiry in the past beside its field, and a missing name', async () => {
    const person = await signedIn(t.app);
    const past = await call(t.app, 'POST', '/api/tokens', person.cookie, {
      name: 'Old',
      scope: 'read',
      expires_at: '2026-11-26T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toMatchObject({ code: 'token_expiry_past', details: [{ path: 'expires_at' }] });
    const unnamed = await call(t.app, 'POST', '/api/tokens', person.cookie, { name: ' ', scope: 'read' });
    expect(unnamed.statusCode).toBe(400);
  });

  it('revokes a token with an audit entry, after which it is refused', async () => {
    const person = await signedIn(t.app);
    const created = await tokenOf(t.app, person.cookie);
    expect((await bearer(t.app, 'GET', '/api/tokens', created.token)).statusCode).toBe(200);

    const revoked = await call(t.app, 'DELETE', `/api/tokens/${created.id}`, person.cookie);
    expect(revoked.statusCode).toBe(200);
    const refused = await bearer(t.app, 'GET', '/api/tokens', created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('invalid_token');
    expect((await call(t.app, 'GET', '/api/tokens', person.cookie)).json().total).toBe(0);
    expect((await auditOf(t.app, 'api_token', created.id)).map((entry) => entry.action)).toEqual([
      'api_token.created',
      'api_token.revoked',
    ]);
    expect((await call(t.app, 'DELETE', `/api/tokens/${created.id}`, person.cookie)).statusCode).toBe(404);
  });

  it('names the token in the audit entries of its creation and revocation, never its secret', async () => {
    const person = await signedIn(t.app);
    const created = await tokenOf(t.app, person.cookie, { name: 'Stock export', scope: 'read' });
    expect((await call(t.app, 'DELETE', `/api/tokens/${created.id}`, person.cookie)).statusCode).toBe(200);
    const audit = await auditOf(t.app, 'api_token', created.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'api_token.created',
        after: expect.objectContaining({ name: 'Stock export', scope: 'read' }),
      }),
      expect.objectContaining({
        action: 'api_token.revoked',
        before: expect.objectContaining({ name: 'Stock export' }),
        after: { name: 'Stock export', revoked: true },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(created.token);
    expect(JSON.stringify(audit)).not.toContain(hashToken(created.token));
  });

  it("answers 404 to a technician revoking someone else's token, and lets an admin see and revoke it", async () => {
    const owner = await signedIn(t.app, 'manager');
    const other = await signedIn(t.app, 'technician');
    const admin = await signedIn(t.app, 'admin');
    const created = await tokenOf(t.app, owner.cookie, { name: 'Budget sync' });

    const refused = await call(t.app, 'DELETE', `/api/tokens/${created.id}`, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/tokens', other.cookie)).json().total).toBe(0);
    expect((await call(t.app, 'GET', '/api/tokens/everyone', other.cookie)).statusCode).toBe(403);

    const everyone = await call(t.app, 'GET', '/api/tokens/everyone?limit=500', admin.cookie);
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().data).toContainEqual(
      expect.objectContaining({
        id: created.id,
        name: 'Budget sync',
        owner: { id: owner.user.id, email: owner.user.email, full_name: expect.any(String), role: 'manager' },
      }),
    );
    expect((await call(t.app, 'DELETE', `/api/tokens/${created.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await bearer(t.app, 'GET', '/api/tokens', created.token)).statusCode).toBe(401);
    const [entry] = (await auditOf(t.app, 'api_token', created.id)).filter(
      (e) => e.action === 'api_token.revoked',
    );
    expect(entry.actor_id).toBe(admin.user.id);
  });
});

describe('a bearer request', () => {
  it('acts as its owner: lists work orders without a cookie or an Origin header', async () => {
    const person = await signedIn(t.app, 'technician');
    const created = await tokenOf(t.app, person.cookie, { scope: 'read' });
    const response = await bearer(t.app, 'GET', '/api/work-orders', created.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
    const session = await bearer(t.app, 'GET', '/api/auth/session', created.token);
    expect(session.json().user.id).toBe(person.user.id);
  });

  it("writes with a write token, as the owner's role allows, without a same-origin header", async () => {
    const person = await signedIn(t.app, 'user');
    const created = await tokenOf(t.app, person.cookie, { scope: 'write' });
    const asset = await createAsset(t.app);
    const report = await bearer(t.app, 'POST', '/api/breakdowns', created.token, {
      asset_id: asset.id,
      title: 'Conveyor stopped',
      description: 'Belt slipping on line 2',
      severity: 'high',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().reported_by).toBe(person.user.id);

    // The owner is a user: a manager's route stays refused whatever the token's scope.
    const plan = await bearer(t.app, 'POST', '/api/assets', created.token, {});
    expect(plan.statusCode).toBe(403);
    expect(plan.json().error.code).toBe('forbidden');
  });

  it('refuses every write of a read token with its own message', async () => {
    const person = await signedIn(t.app, 'admin');
    const created = await tokenOf(t.app, person.cookie, { scope: 'read' });
    const workOrder = await createWorkOrder(t.app, (await createAsset(t.app)).id);
    for (const [method, url] of [
      ['POST', '/api/breakdowns'],
      ['PATCH', `/api/work-orders/${workOrder.id}`],
      ['DELETE', `/api/work-orders/${workOrder.id}`],
    ] as const) {
      const response = await bearer(t.app, method, url, created.token, method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('token_read_only');
    }
  });

  it('refuses a token given in the address, and never uses it', async () => {
    const person = await signedIn(t.app);
    const created = await tokenOf(t.app, person.cookie);
    for (const url of [
      `/api/work-orders?access_token=${created.token}`,
      `/api/work-orders?token=${created.token}`,
      `/api/work-orders?access_token=anything`,
      `/api/work-orders?q=${encodeURIComponent(created.token)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('token_in_url');
    }
    const [row] = await t.app.ctx.db.select().from(api_tokens).where(eq(api_tokens.id, created.id));
    expect(row.last_used_at).toBeNull();
  });

  it('refuses a malformed or unknown bearer with 401, even beside a valid cookie', async () => {
    const person = await signedIn(t.app);
    for (const authorization of ['Bearer nope', 'Basic dXNlcjpwYXNz', `Bearer pw_${'x'.repeat(43)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/work-orders',
        headers: { authorization, cookie: person.cookie },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error.code).toBe('invalid_token');
    }
  });

  it('stops working once it expires', async () => {
    const person = await signedIn(t.app);
    const created = await tokenOf(t.app, person.cookie, { expires_at: clock.inHours(1).toISOString() });
    expect((await bearer(t.app, 'GET', '/api/tokens', created.token)).statusCode).toBe(200);
    const before = clock.now;
    clock.now = clock.inHours(1);
    try {
      expect((await bearer(t.app, 'GET', '/api/tokens', created.token)).statusCode).toBe(401);
    } finally {
      clock.now = before;
    }
  });

  it('stops working at once when its owner is deactivated', async () => {
    const person = await signedIn(t.app, 'manager');
    const created = await tokenOf(t.app, person.cookie);
    expect((await bearer(t.app, 'GET', '/api/tokens', created.token)).statusCode).toBe(200);
    await deactivate(t.app, person.user.id);
    expect((await bearer(t.app, 'GET', '/api/tokens', created.token)).statusCode).toBe(401);
  });

  it("follows the owner's role as it is now: a demoted owner's token loses the role's routes", async () => {
    const admin = await signedIn(t.app, 'admin');
    const person = await signedIn(t.app, 'admin');
    const created = await tokenOf(t.app, person.cookie);
    expect((await bearer(t.app, 'GET', '/api/users', created.token)).statusCode).toBe(200);
    const demoted = await call(t.app, 'PATCH', `/api/users/${person.user.id}`, admin.cookie, {
      role: 'user',
    });
    expect(demoted.statusCode).toBe(200);
    expect((await bearer(t.app, 'GET', '/api/users', created.token)).statusCode).toBe(403);
  });

  it("keeps to the owner's sites", async () => {
    const admin = await signedIn(t.app, 'admin');
    const person = await signedIn(t.app, 'manager');
    const site = await createLocationVia(t.app, admin.cookie, { kind: 'site', code: 'ALP', name: 'Alpha' });
    await limitToSites(t.app, admin.cookie, person.user.id, [site]);
    // An asset at no site: only people with every site see its work.
    const elsewhere = await createWorkOrder(t.app, (await createAsset(t.app)).id);
    const created = await tokenOf(t.app, person.cookie, { scope: 'read' });
    expect((await bearer(t.app, 'GET', `/api/work-orders/${elsewhere.id}`, created.token)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/work-orders/${elsewhere.id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('records its last use at most once a minute', async () => {
    const person = await signedIn(t.app);
    const created = await tokenOf(t.app, person.cookie);
    const lastUsed = async () =>
      (await t.app.ctx.db.select().from(api_tokens).where(eq(api_tokens.id, created.id)))[0].last_used_at;
    const before = clock.now;
    try {
      await bearer(t.app, 'GET', '/api/tokens', created.token);
      expect(await lastUsed()).toBe(clock.now.toISOString());
      const first = clock.now;
      clock.now = new Date(first.getTime() + 30_000);
      await bearer(t.app, 'GET', '/api/tokens', created.token);
      expect(await lastUsed()).toBe(first.toISOString());
      clock.now = new Date(first.getTime() + 61_000);
      const listed = await bearer(t.app, 'GET', '/api/tokens', created.token);
      expect(await lastUsed()).toBe(clock.now.toISOString());
      expect(listed.json().data[0].last_used_at).toBe(clock.now.toISOString());
    } finally {
      clock.now = before;
    }
  });

  it('idempotency keys work for bearer callers, in the owner’s scope', async () => {
    const person = await signedIn(t.app, 'user');
    const created = await tokenOf(t.app, person.cookie);
    const asset = await createAsset(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/breakdowns',
        headers: { authorization: `Bearer ${created.token}`, 'idempotency-key': 'bearer-report-key-1' },
        payload: {
          asset_id: asset.id,
          title: 'Seal leaking',
          description: 'Oil under the gearbox',
          severity: 'medium',
        },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
  });

  it('needs a session to create tokens, change the password, list sessions, sign out, sign records or open the live socket', async () => {
    const person = await signedIn(t.app, 'manager');
    const created = await tokenOf(t.app, person.cookie);
    for (const [method, url, payload] of [
      ['POST', '/api/tokens', { name: 'Another', scope: 'write' }],
      ['POST', '/api/profile/password', {}],
      ['GET', '/api/profile/sessions', undefined],
      ['POST', '/api/auth/sign-out', undefined],
      ['POST', '/api/records/signatures', {}],
      // Live updates are for the app's tabs: a script polls with ETags instead.
      ['GET', '/api/realtime', undefined],
    ] as const) {
      const response = await bearer(t.app, method, url, created.token, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('session_required');
    }
    // A token may still revoke tokens (its own included): taking access away is always safe.
    expect((await bearer(t.app, 'DELETE', `/api/tokens/${created.id}`, created.token)).statusCode).toBe(200);
  });
});

describe('the rate limit of each token', () => {
  const limited = useTestApp({ env: { API_TOKEN_RATE_PER_MINUTE: '3' } });

  it('sends RateLimit headers, then 429 past the limit; another token has its own budget', async () => {
    const person = await signedIn(limited.app);
    const first = await tokenOf(limited.app, person.cookie);
    const second = await tokenOf(limited.app, person.cookie);
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await bearer(limited.app, 'GET', '/api/tokens', first.token));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0].headers['ratelimit-limit']).toBe('3');
    const reset = Number(answers[0].headers['ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect(answers[3].json().error.code).toBe('rate_limited');
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    expect((await bearer(limited.app, 'GET', '/api/tokens', second.token)).statusCode).toBe(200);
    // A session is not limited by a token's budget.
    expect(
      (await call(limited.app, 'GET', '/api/tokens', person.cookie)).headers['ratelimit-limit'],
    ).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the rate limit across two instances', () => {
  it('holds one budget for a token whichever instance answers', async () => {
    const instances = await createTestInstances(2, { env: { API_TOKEN_RATE_PER_MINUTE: '10' } });
    try {
      const [a, b] = instances.apps;
      const person = await signedIn(a);
      const created = await tokenOf(a, person.cookie);
      // One minute's budget: start the burst well inside a minute, so it cannot straddle two.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, n) => bearer(n % 2 ? a : b, 'GET', '/api/tokens', created.token)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(6).fill(429)]);
    } finally {
      await instances.close();
    }
  });
});
