import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { call } from '../../../test/factories';
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/harness';

const HOUR = 60 * 60 * 1000;
const clock = { now: new Date('2026-11-21T08:00:00Z') };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
});
afterAll(() => t.close());

const getSession = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });
/** The session check answers `null` (200) without a live session: the browser logs no error for it. */
const signedOut = (response: { statusCode: number; body: string }) =>
  response.statusCode === 200 && response.body === 'null';

describe('sessions', () => {
  it('answers null when signed out, while signed-in routes answer 401 with the error shape', async () => {
    expect(signedOut(await getSession())).toBe(true);
    expect(signedOut(await getSession('pw_session=not-a-session'))).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ error: { code: 'unauthorized', message: 'You must be signed in' } });
  });

  it('returns the user and profile of a signed-in session', async () => {
    const user = await createUser(t.app, { role: 'manager', full_name: 'Mia Manager' });
    const response = await getSession(await signIn(t.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id },
      profile: { role: 'manager', full_name: 'Mia Manager' },
      // The default plant zone: the web shows every date and time on this clock.
      plant_time_zone: 'Europe/London',
    });
  });

  it('ends a session after 12 hours idle', async () => {
    clock.now = new Date('2026-11-21T08:00:00Z');
    const cookie = await signIn(t.app, await createUser(t.app));
    clock.now = new Date(clock.now.getTime() + 11 * HOUR);
    expect((await getSession(cookie)).statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + 12 * HOUR + 1000);
    expect(signedOut(await getSession(cookie))).toBe(true);
  });

  it('ends a session after 7 days even when it is used all the time', async () => {
    clock.now = new Date('2026-11-21T08:00:00Z');
    const cookie = await signIn(t.app, await createUser(t.app));
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      clock.now = new Date(Date.parse('2026-11-21T08:00:00Z') + hours * HOUR);
      expect((await getSession(cookie)).statusCode).toBe(200);
    }
    clock.now = new Date(Date.parse('2026-11-21T08:00:00Z') + 7 * 24 * HOUR + 1000);
    expect(signedOut(await getSession(cookie))).toBe(true);
  });

  it('revokes the session at sign-out', async () => {
    clock.now = new Date();
    const cookie = await signIn(t.app, await createUser(t.app));
    const out = await call(t.app, 'POST', '/api/auth/sign-out', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'pw_session')?.value).toBe('');
    expect(signedOut(await getSession(cookie))).toBe(true);
  });

  it('ends the sessions of a deactivated user', async () => {
    clock.now = new Date();
    const user = await createUser(t.app);
    const cookie = await signIn(t.app, user);
    await t.app.ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(signedOut(await getSession(cookie))).toBe(true);
  });

  it('refuses a state-changing request from another origin', async () => {
    clock.now = new Date();
    const cookie = await signIn(t.app, await createUser(t.app));
    const renameFrom = (origin: string, full_name: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie, origin },
        payload: { full_name },
      });
    const response = await renameFrom('https://evil.example', 'Hijacked');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
    const sameOrigin = await renameFrom('http://localhost:3000', 'Rightful Name');
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('compares Origin with APP_URL, not with the Host header the client chose', async () => {
    clock.now = new Date();
    const user = await createUser(t.app);
    const signInWith = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers,
        payload: { email: user.email, password: user.password },
      });
    const rebound = await signInWith({ origin: 'http://evil.example', host: 'evil.example' });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json().error.code).toBe('cross_origin');
    // APP_URL is http://localhost:3000 in the tests: the other loopback names of that port are the same server.
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const own = await signInWith({ origin, host: 'evil.example' });
      expect(own.statusCode, origin).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:4000', 'https://localhost:3000', 'null']) {
      const other = await signInWith({ origin });
      expect(other.statusCode, origin).toBe(403);
    }
  });

  it('refuses a cross-origin sign-in whose path is percent-encoded (/%61pi/…)', async () => {
    clock.now = new Date();
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('a short idle timeout', () => {
  it('keeps an active user signed in when the timeout is under a minute (seen-at refreshed every quarter)', async () => {
    const shortClock = { now: new Date('2026-11-21T08:00:00Z') };
    const short = await createTestApp({ now: () => shortClock.now, env: { SESSION_IDLE_TIMEOUT_S: '40' } });
    try {
      const cookie = await signIn(short.app, await createUser(short.app));
      for (let step = 1; step <= 6; step++) {
        shortClock.now = new Date(shortClock.now.getTime() + 20_000);
        const response = await call(short.app, 'GET', '/api/auth/session', cookie);
        expect(response.statusCode, `request ${step} at +${step * 20} s`).toBe(200);
      }
      shortClock.now = new Date(shortClock.now.getTime() + 41_000);
      const idle = await call(short.app, 'GET', '/api/auth/session', cookie);
      expect(idle.statusCode).toBe(200);
      expect(idle.body).toBe('null');
    } finally {
      await short.close();
    }
  });
});

describe('sessions remembered between requests', () => {
  let queries: string[] = [];
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({ onQuery: (text) => queries.push(text) });
  });
  afterAll(() => r.close());
  const check = (cookie: string) => call(r.app, 'GET', '/api/auth/session', cookie);
  const readsSessions = () => queries.filter((text) => /from "sessions"/.test(text));
  async function until(condition: () => Promise<boolean>) {
    for (let i = 0; i < 100; i++) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out');
  }

  it('reads a session once, then checks it without a query', async () => {
    const user = await createUser(r.app);
    const cookie = await signIn(r.app, user);
    expect((await check(cookie)).statusCode).toBe(200);
    queries = [];
    const again = await check(cookie);
    expect(again.json()).toMatchObject({ user: { id: user.id } });
    expect(readsSessions()).toEqual([]);
  });

  it('forgets it when the account is deactivated, here or on another instance', async () => {
    const user = await createUser(r.app);
    const cookie = await signIn(r.app, user);
    expect((await check(cookie)).statusCode).toBe(200);
    // Written straight to the database, as another instance would: its notification ends the session.
    await r.app.ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await until(async () => signedOutIn(await check(cookie)));
  });

  it('forgets it when the session is revoked elsewhere', async () => {
    const user = await createUser(r.app);
    const cookie = await signIn(r.app, user);
    expect((await check(cookie)).statusCode).toBe(200);
    await r.app.ctx.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
    await until(async () => signedOutIn(await check(cookie)));
  });

  it('shows a new role at once when it is changed through this instance', async () => {
    const admin = await signIn(r.app, await createUser(r.app, { role: 'admin' }));
    const user = await createUser(r.app, { role: 'technician' });
    const cookie = await signIn(r.app, user);
    expect((await check(cookie)).json()).toMatchObject({ profile: { role: 'technician' } });
    const changed = await call(r.app, 'PATCH', `/api/users/${user.id}`, admin, { role: 'manager' });
    expect(changed.statusCode).toBe(200);
    expect((await check(cookie)).json()).toMatchObject({ profile: { role: 'manager' } });
  });
});

function signedOutIn(response: { statusCode: number; body: string }) {
  return response.statusCode === 200 && response.body === 'null';
}
