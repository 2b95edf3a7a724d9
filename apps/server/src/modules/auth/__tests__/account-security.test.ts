import { PASSWORD_RESET_MESSAGES } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import { createUser, signIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).body !== 'null';

describe('changing my password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(t.app);
    const cookie = await signIn(t.app, user);
    const response = await call('POST', '/api/profile/password', cookie, {
      current_password: 'not-my-password',
      new_password: 'Brand-new-gearbox-5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'current_password', message: PASSWORD_RESET_MESSAGES.wrongCurrent },
    ]);
    expect(await isSignedIn(await signIn(t.app, user))).toBe(true);
  });

  it('applies the rules to the new password, on its own field', async () => {
    const user = await createUser(t.app, { full_name: 'Nora Nightshift' });
    const cookie = await signIn(t.app, user);
    const response = await call('POST', '/api/profile/password', cookie, {
      current_password: user.password,
      new_password: 'Nora-Nightshift',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('new_password');
  });

  it('ends my other sessions, keeps this one, and is audited', async () => {
    const user = await createUser(t.app);
    const here = await signIn(t.app, user);
    const phone = await signIn(t.app, user);
    const response = await call('POST', '/api/profile/password', here, {
      current_password: user.password,
      new_password: 'Long-new-password-42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sessions_ended: 1 });
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    await expect(signIn(t.app, user)).rejects.toThrow(/401/);
    expect(await isSignedIn(await signIn(t.app, { ...user, password: 'Long-new-password-42' }))).toBe(true);
    const audits = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'auth.password_changed'), eq(audit_log.entity_id, user.id)));
    expect(audits).toHaveLength(1);
  });
});

describe('my sessions', () => {
  it('lists only mine, with the device in plain words and this one marked', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const here = await signIn(t.app, user, { 'user-agent': WINDOWS });
    await signIn(t.app, user, { 'user-agent': IPHONE });
    await signIn(t.app, other, { 'user-agent': IPHONE });
    const response = await call('GET', '/api/profile/sessions', here);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(2);
    expect(data.map((s: { device: string; current: boolean }) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iPhone', false],
    ]);
  });

  it("signs out one of my sessions, but answers 404 for another person's", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const here = await signIn(t.app, user);
    const phone = await signIn(t.app, user);
    const theirs = await signIn(t.app, other);
    const theirId = (await call('GET', '/api/profile/sessions', theirs)).json().data[0].id;
    const refused = await call('DELETE', `/api/profile/sessions/${theirId}`, here);
    expect(refused.statusCode).toBe(404);
    expect(await isSignedIn(theirs)).toBe(true);

    const phoneId = (await call('GET', '/api/profile/sessions', phone))
      .json()
      .data.find((s: { current: boolean }) => s.current).id;
    expect((await call('DELETE', `/api/profile/sessions/${phoneId}`, here)).statusCode).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
    expect((await call('GET', '/api/profile/sessions', here)).json().total).toBe(1);
  });

  it('signs out everywhere else in one go', async () => {
    const user = await createUser(t.app);
    const here = await signIn(t.app, user);
    const others = [await signIn(t.app, user), await signIn(t.app, user)];
    const response = await call('POST', '/api/profile/sessions/end-others', here);
    expect(response.json()).toEqual({ sessions_ended: 2 });
    for (const cookie of others) expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
  });
});
