import { ERRORS } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log, auth_attempts, sessions } from '../../../db/schema';
import { hashToken } from '../../../platform/auth/tokens';
import { createTestApp, createUser, useTestApp } from '../../../test/harness';

const t = useTestApp({ env: { SIGN_IN_MAX_PER_ACCOUNT: '3', SIGN_IN_MAX_PER_IP: '6' } });

const signInRequest = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/sign-in', () => {
  it('signs in with the e-mail in any case and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const user = await createUser(t.app, { role: 'technician', full_name: 'Tess Tech' });
    const response = await signInRequest(user.email.toUpperCase(), user.password, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.email).toBe(user.email);
    expect(body.profile).toMatchObject({ role: 'technician', full_name: 'Tess Tech', email_verified: true });
    const cookie = response.cookies.find((c) => c.name === 'pw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('stores only the hash of the session token and issues a new token at every sign-in', async () => {
    const user = await createUser(t.app);
    const first = (await signInRequest(user.email, user.password, '10.0.1.2')).cookies[0].value;
    const second = (await signInRequest(user.email, user.password, '10.0.1.2')).cookies[0].value;
    expect(first).not.toBe(second);
    const rows = await t.app.ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows.map((r) => r.token_hash).sort()).toEqual([hashToken(first), hashToken(second)].sort());
    expect(rows.some((r) => r.token_hash === first)).toBe(false);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const user = await createUser(t.app);
    const wrongPassword = await signInRequest(user.email, 'not-the-password', '10.0.2.1');
    const unknownEmail = await signInRequest('nobody@plantwise.test', 'whatever-1', '10.0.2.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'invalid_credentials', message: ERRORS.invalidCredentials.message },
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses an account whose e-mail is not confirmed, with a clear message', async () => {
    const user = await createUser(t.app, { confirmed: false });
    const response = await signInRequest(user.email, user.password, '10.0.3.1');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(ERRORS.emailNotConfirmed.message);
  });

  it('refuses empty fields with 400 and changes nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('refuses an account from an address that keeps failing on it (429 with a clear message), even with the right password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await signInRequest(user.email, 'wrong-pass', '10.0.4.1')).statusCode).toBe(401);
    }
    const limited = await signInRequest(user.email, user.password, '10.0.4.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many sign-in attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('never locks the real user out: an attacker failing 100 times elsewhere is slowed then refused, the owner signs in at once', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const answers: number[] = [];
    for (let i = 0; i < 100; i++)
      answers.push((await signInRequest(admin.email, `guess-${i}`, '10.66.0.1')).statusCode);
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.slice(3).every((status) => status === 429)).toBe(true);
    const started = Date.now();
    const owner = await signInRequest(admin.email, admin.password, '10.0.9.9');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('spreads no lockout across addresses: failures from many addresses never refuse a correct password from a new one', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 6; i++) {
      expect((await signInRequest(user.email, 'wrong-pass', `10.0.7.${i}`)).statusCode).toBe(401);
    }
    expect((await signInRequest(user.email, user.password, '10.0.7.99')).statusCode).toBe(200);
  });

  it('counts a burst of simultaneous wrong passwords one by one', async () => {
    const user = await createUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => signInRequest(user.email, 'wrong-pass', '10.0.8.8')),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(37);
  });

  it('limits failed attempts per client address across accounts', async () => {
    for (let i = 0; i < 6; i++) {
      await signInRequest(`ghost-${i}@plantwise.test`, 'wrong-pass', '10.0.5.5');
    }
    const user = await createUser(t.app);
    expect((await signInRequest(user.email, user.password, '10.0.5.5')).statusCode).toBe(429);
    expect((await signInRequest(user.email, user.password, '10.0.5.6')).statusCode).toBe(200);
  });

  it('writes audit rows for a success and a failure', async () => {
    const user = await createUser(t.app);
    await signInRequest(user.email, 'wrong-pass', '10.0.6.1');
    await signInRequest(user.email, user.password, '10.0.6.1');
    const rows = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, user.id));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['auth.sign_in_failed', 'auth.sign_in']),
    );
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('keys the per-address limit on the address the proxy saw: a spoofed left-most X-Forwarded-For changes nothing', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1', SIGN_IN_MAX_PER_IP: '4' } });
    try {
      const viaProxy = (email: string, password: string, spoofed: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password },
          remoteAddress: '10.0.0.2', // the proxy
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` },
        });
      for (let i = 0; i < 4; i++) {
        expect((await viaProxy(`ghost-${i}@plantwise.test`, 'wrong', `6.6.6.${i}`)).statusCode).toBe(401);
      }
      const user = await createUser(proxied.app);
      expect((await viaProxy(user.email, user.password, '1.2.3.4')).statusCode).toBe(429);
      const [row] = await proxied.app.ctx.db
        .select({ ip: auth_attempts.ip })
        .from(auth_attempts)
        .where(eq(auth_attempts.account, 'ghost-0@plantwise.test'));
      expect(row.ip).toBe('203.0.113.7');
    } finally {
      await proxied.close();
    }
  });
});
