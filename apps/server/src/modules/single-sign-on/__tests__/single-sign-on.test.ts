import type { SsoErrorCode } from '@plantwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../../../../../scripts/oidc-test-provider.mjs';
import { audit_log, profiles, sessions, user_invitations, users } from '../../../db/schema';
import { invite } from '../../../test/factories';
import type { App } from '../../../app';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider) listening on a random port: the
 * browser's part is played by fetch with a cookie jar (the provider's own sign-in page is filled in and
 * posted), the Plantwise legs by app.inject with the pw_sso cookie the start leg set.
 */
const APP_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${APP_URL}/api/auth/oidc/callback`;

const ACCOUNTS = {
  ada: { email: 'Ada.Active@plant.test', email_verified: true, name: 'Ada Active' },
  ivy: { email: 'ivy.invited@plant.test', email_verified: true, name: 'Ivy From Provider' },
  una: { email: 'una.unverified@plant.test', email_verified: false, name: 'Una' },
  nel: { email: 'nel.nobody@plant.test', email_verified: true, name: 'Nel Nobody' },
  dee: { email: 'dee.deactivated@plant.test', email_verified: true, name: 'Dee' },
  cal: { email: 'cal.unconfirmed@plant.test', email_verified: true, name: 'Cal' },
  ola: { email: 'ola.other@plant.test', email_verified: true, name: 'Ola' },
};

let provider: TestProvider;
let t: TestApp;

const envFor = (p: TestProvider) => ({
  APP_URL,
  OIDC_ISSUER: p.issuer,
  OIDC_CLIENT_ID: p.clientId,
  OIDC_CLIENT_SECRET: p.clientSecret,
  OIDC_NAME: 'Plant Login',
});

beforeAll(async () => {
  provider = await startTestProvider({ accounts: ACCOUNTS, redirectUris: [CALLBACK] });
  t = await createTestApp({ env: envFor(provider) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A browser's cookies for the provider, by name (the provider's paths are not needed for one flow). */
class Jar {
  private readonly cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

/**
 * Starts single sign-on at `app`, signs in at the provider as `login` (or cancels there) and returns where the
 * provider sent the browser back (the callback's address) and the pw_sso cookie of this attempt.
 */
async function signInAtProvider(
  app: App,
  login: string,
  options: { cancel?: boolean; redirect?: string } = {},
) {
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  const start = await app.inject({ method: 'GET', url: `/api/auth/oidc/start${query}` });
  expect(start.statusCode).toBe(302);
  const sso = start.cookies.find((c) => c.name === 'pw_sso');
  expect(sso).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });
  const jar = new Jar();
  let url = String(start.headers.location);
  expect(url.startsWith(`${provider.issuer}/`)).toBe(true);
  for (let step = 0; step < 10; step++) {
    if (url.startsWith(CALLBACK)) return { callback: url, sso: sso?.value ?? '' };
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(response);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url).href;
      continue;
    }
    const page = await response.text();
    const uid = /\/interaction\/([\w-]+)/.exec(page)?.[1];
    if (!uid) throw new Error(`unexpected provider page: ${response.status} ${page.slice(0, 200)}`);
    const answer = options.cancel
      ? await fetch(`${provider.issuer}/interaction/${uid}/abort`, {
          redirect: 'manual',
          headers: { cookie: jar.header() },
        })
      : await fetch(`${provider.issuer}/interaction/${uid}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
        });
    jar.keep(answer);
    url = new URL(answer.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider never sent the browser back');
}

/** The callback leg, as the browser makes it: the provider's address, with this attempt's cookie. */
function callback(app: App, address: string, sso: string) {
  const url = new URL(address);
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    cookies: sso ? { pw_sso: sso } : {},
  });
}

async function counts() {
  const db = t.app.ctx.db;
  const [[u], [p], [s], [i]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(users),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles),
    db.select({ n: sql<number>`count(*)::int` }).from(sessions),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(user_invitations)
      .where(eq(user_invitations.status, 'accepted')),
  ]);
  return { users: u.n, profiles: p.n, sessions: s.n, accepted: i.n };
}

async function expectRefused(response: Awaited<ReturnType<typeof callback>>, code: SsoErrorCode) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/auth?sso_error=${code}`);
  expect(response.cookies.find((c) => c.name === 'pw_session')).toBeUndefined();
  // The attempt is used up whatever happened.
  expect(response.cookies.find((c) => c.name === 'pw_sso')?.value).toBe('');
}

describe('GET /api/auth/single-sign-on', () => {
  it('tells the sign-in page the provider is offered, and its name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/single-sign-on' });
    expect(response.json()).toEqual({ enabled: true, name: 'Plant Login' });
  });

  it('says it is off, and the start leg sends the browser back with a message, without OIDC_*', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/single-sign-on' })).json()).toEqual({
        enabled: false,
        name: null,
      });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/auth?sso_error=sso_unavailable');
    } finally {
      await plain.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the browser back with a message rather than an error page', async () => {
    const unreachable = await createTestApp({
      env: { ...envFor(provider), OIDC_ISSUER: 'http://127.0.0.1:9/nobody-listens' },
    });
    try {
      const start = await unreachable.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/auth?sso_error=sso_unavailable');
      expect(start.cookies.find((c) => c.name === 'pw_sso')).toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });
});

describe('single sign-on at a real provider', () => {
  it('signs in an existing active account with the same session as a password sign-in, audited', async () => {
    const ada = await createUser(t.app, { email: 'ada.active@plant.test', role: 'technician' });
    const { callback: address, sso } = await signInAtProvider(t.app, 'ada', {
      redirect: '/work-orders?mine=1',
    });
    expect(new URL(address).searchParams.get('code')).toBeTruthy();
    const response = await callback(t.app, address, sso);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/work-orders?mine=1');
    const cookie = response.cookies.find((c) => c.name === 'pw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { pw_session: cookie?.value ?? '' },
    });
    expect(session.json()).toMatchObject({
      user: { id: ada.id, email: ada.email },
      profile: { role: 'technician' },
    });
    const audit = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, ada.id));
    expect(audit.find((a) => a.action === 'auth.sign_in')).toMatchObject({
      actor_id: ada.id,
      after: { via: 'single-sign-on' },
    });
  });

  it('accepts a pending invitation for the verified address: the invited role and name, no password', async () => {
    const admin = await signedIn(t.app, 'admin');
    const issued = await invite(t.app, admin.cookie, {
      email: 'Ivy.Invited@plant.test',
      full_name: 'Ivy Invited',
      role: 'manager',
    });
    const { callback: address, sso } = await signInAtProvider(t.app, 'ivy');
    const response = await callback(t.app, address, sso);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    const cookie = response.cookies.find((c) => c.name === 'pw_session')?.value ?? '';
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { pw_session: cookie } })
    ).json();
    expect(session).toMatchObject({
      user: { email: 'ivy.invited@plant.test' },
      profile: { role: 'manager', full_name: 'Ivy Invited', email_verified: true },
    });
    const [row] = await t.app.ctx.db
      .select()
      .from(user_invitations)
      .where(eq(user_invitations.id, issued.invitation.id));
    expect(row).toMatchObject({ status: 'accepted', accepted_user_id: session.user.id });
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(user.password_hash).toBeNull();
    const actions = (
      await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.actor_id, session.user.id))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['invitation.accepted', 'user.created', 'auth.sign_in']));
  });

  it('refuses an unknown address with no invitation, and creates nothing', async () => {
    const before = await counts();
    const { callback: address, sso } = await signInAtProvider(t.app, 'nel');
    await expectRefused(await callback(t.app, address, sso), 'sso_no_account');
    expect(await counts()).toEqual(before);
    const [failed] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.actor_email, 'nel.nobody@plant.test'));
    expect(failed).toMatchObject({ action: 'auth.sign_in_failed', after: { reason: 'sso_no_account' } });
  });

  it('refuses an address the provider has not verified, even with an account', async () => {
    await createUser(t.app, { email: 'una.unverified@plant.test' });
    const before = await counts();
    const { callback: address, sso } = await signInAtProvider(t.app, 'una');
    await expectRefused(await callback(t.app, address, sso), 'sso_email_unverified');
    expect(await counts()).toEqual(before);
  });

  it('refuses a deactivated account', async () => {
    const dee = await createUser(t.app, { email: 'dee.deactivated@plant.test' });
    await t.app.ctx.db.update(users).set({ active: false }).where(eq(users.id, dee.id));
    const before = await counts();
    const { callback: address, sso } = await signInAtProvider(t.app, 'dee');
    await expectRefused(await callback(t.app, address, sso), 'account_deactivated');
    expect(await counts()).toEqual(before);
  });

  it('confirms an account still waiting for its confirmation link: the provider has verified the address', async () => {
    const cal = await createUser(t.app, { email: 'cal.unconfirmed@plant.test', confirmed: false });
    const { callback: address, sso } = await signInAtProvider(t.app, 'cal');
    expect((await callback(t.app, address, sso)).headers.location).toBe('/dashboard');
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, cal.id));
    expect(user.email_confirmed_at).not.toBeNull();
  });

  it('refuses a wrong state, a missing or altered cookie, and never exchanges the code', async () => {
    await createUser(t.app, { email: 'ola.other@plant.test' });
    const before = await counts();
    const { callback: address, sso } = await signInAtProvider(t.app, 'ola');
    const wrongState = new URL(address);
    wrongState.searchParams.set('state', 'not-the-state');
    await expectRefused(await callback(t.app, wrongState.href, sso), 'sso_failed');
    await expectRefused(await callback(t.app, address, ''), 'sso_failed');
    const [payload, mac] = sso.split('.');
    await expectRefused(await callback(t.app, address, `${payload}x.${mac}`), 'sso_failed');
    // Another attempt's cookie (another browser) does not fit this answer either.
    const other = await signInAtProvider(t.app, 'ola');
    await expectRefused(await callback(t.app, address, other.sso), 'sso_failed');
    expect(await counts()).toEqual(before);
    // The untouched answer still works: nothing above used its code.
    expect((await callback(t.app, address, sso)).headers.location).toBe('/dashboard');
  });

  it('sends the browser back with a message when the person cancels at the provider', async () => {
    const before = await counts();
    const { callback: address, sso } = await signInAtProvider(t.app, 'ada', { cancel: true });
    expect(new URL(address).searchParams.get('error')).toBe('access_denied');
    await expectRefused(await callback(t.app, address, sso), 'sso_cancelled');
    expect(await counts()).toEqual(before);
  });

  it('lets another instance finish an attempt one started (nothing kept in a process)', async () => {
    const second = await createTestApp({ env: envFor(provider) });
    try {
      const ada = await createUser(second.app, { email: 'ada.active@plant.test' });
      const { callback: address, sso } = await signInAtProvider(t.app, 'ada');
      const response = await callback(second.app, address, sso);
      expect(response.headers.location).toBe('/dashboard');
      const cookie = response.cookies.find((c) => c.name === 'pw_session')?.value ?? '';
      const session = await second.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { pw_session: cookie },
      });
      expect(session.json().user.id).toBe(ada.id);
    } finally {
      await second.close();
    }
  });

  it('keeps the redirect on this site', async () => {
    await createUser(t.app, { email: 'ada.active@plant.test' }).catch(() => undefined);
    const { callback: address, sso } = await signInAtProvider(t.app, 'ada', { redirect: '//evil.example/x' });
    expect((await callback(t.app, address, sso)).headers.location).toBe('/dashboard');
  });
});
