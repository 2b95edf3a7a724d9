import { PASSWORD_RESET_MESSAGES } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log, mail_outbox, password_resets } from '../../../db/schema';
import { enqueueMail } from '../../../platform/mail/outbox';
import { call, latestMailTo, linkIn } from '../../../test/factories';
import { createUser, sessionCookieOf, signedIn, signIn, useTestApp } from '../../../test/harness';

const MINUTE = 60 * 1000;
const clock = { now: new Date('2026-11-21T08:00:00Z') };
let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const t = useTestApp({ now: () => clock.now });

const post = (url: string, payload: unknown, ip = nextIp(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
const getSession = (cookie: string) => call(t.app, 'GET', '/api/auth/session', cookie);
const isSignedIn = async (cookie: string) => (await getSession(cookie)).body !== 'null';
const mailsTo = (to: string) => t.app.ctx.db.select().from(mail_outbox).where(eq(mail_outbox.to_address, to));
const resetTokenFor = async (email: string) =>
  new URL(linkIn((await latestMailTo(t.app, email)).text_body, '/auth/reset')).searchParams.get('token')!;

describe('forgot password', () => {
  it('mails a single-use link for an hour, stores only its hash, and answers the same for an unknown address', async () => {
    const user = await createUser(t.app, { email: 'fay.fitter@plant.test', full_name: 'Fay Fitter' });
    const known = await post('/api/auth/forgot-password', { email: 'Fay.Fitter@Plant.test' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@plant.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody@plant.test')).toHaveLength(0);

    const mail = await latestMailTo(t.app, user.email);
    expect(mail.subject).toBe('Choose a new Plantwise password');
    const link = linkIn(mail.text_body, '/auth/reset');
    expect(link.startsWith('http://localhost:3000/auth/reset?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const [row] = await t.app.ctx.db
      .select()
      .from(password_resets)
      .where(eq(password_resets.user_id, user.id));
    expect(row.token_hash).not.toContain(token);
    expect(Date.parse(row.expires_at) - clock.now.getTime()).toBe(60 * MINUTE);

    const check = await post('/api/auth/password-reset/check', { token });
    expect(check.json()).toMatchObject({ email: user.email, full_name: 'Fay Fitter' });
  });

  it('limits requests per address typed and per client address, alike for known and unknown addresses', async () => {
    await createUser(t.app, { email: 'limit@plant.test' });
    const statusesFor = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/api/auth/forgot-password', { email })).statusCode);
      return statuses;
    };
    expect(await statusesFor('limit@plant.test')).toEqual([200, 200, 200, 429]);
    expect(await statusesFor('ghost@plant.test')).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('limit@plant.test')).toHaveLength(3);
    const refused = await post('/api/auth/forgot-password', { email: 'limit@plant.test' });
    expect(refused.json().error.message).toBe(PASSWORD_RESET_MESSAGES.tooMany);

    // One address asking for many accounts is held to PASSWORD_RESET_MAX_PER_IP (10).
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await post('/api/auth/forgot-password', { email: `spray-${i}@plant.test` }, ip)).statusCode,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);

    // An hour later the address may ask again.
    clock.now = new Date(clock.now.getTime() + 61 * MINUTE);
    expect((await post('/api/auth/forgot-password', { email: 'limit@plant.test' })).statusCode).toBe(200);
  });

  it("mails the link to someone whose notification e-mails filled the hour: only account mails count against the address's budget", async () => {
    const user = await createUser(t.app, { email: 'busy.shift@plant.test' });
    for (let i = 0; i < t.app.ctx.config.ACCOUNT_MAIL_MAX_PER_HOUR + 2; i++) {
      await enqueueMail(t.app.ctx.db, {
        kind: 'notification',
        to: user.email,
        subject: `Breakdown ${i}`,
        text: 'x',
      });
    }
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect((await latestMailTo(t.app, user.email)).subject).toBe('Choose a new Plantwise password');
  });

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const user = await createUser(t.app, { email: 'gone@plant.test' });
    const admin = await signedIn(t.app, 'admin');
    await call(t.app, 'PATCH', `/api/users/${user.id}`, admin.cookie, { active: false });
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});

describe('choosing the new password', () => {
  it('ends every session of the person, signs this device in, works once, and is audited', async () => {
    const user = await createUser(t.app, { email: 'rhys.rigger@plant.test', full_name: 'Rhys Rigger' });
    const phone = await signIn(t.app, user);
    const laptop = await signIn(t.app, user);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetTokenFor(user.email);

    const weak = await post('/api/auth/reset-password', { token, password: 'Rhys.Rigger' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details).toEqual([
      { path: 'password', message: 'The password must not be just your name or your e-mail address' },
    ]);
    expect(await isSignedIn(phone)).toBe(true);

    const reset = await post('/api/auth/reset-password', { token, password: 'Rhys-lifts-the-crate-9' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user: { email: user.email } });
    const here = sessionCookieOf(reset);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);

    await expect(signIn(t.app, user)).rejects.toThrow(/401/);
    expect(
      await isSignedIn(await signIn(t.app, { email: user.email, password: 'Rhys-lifts-the-crate-9' })),
    ).toBe(true);

    const again = await post('/api/auth/reset-password', { token, password: 'Another-long-one-7' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);

    const [audit] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'auth.password_reset'), eq(audit_log.entity_id, user.id)));
    expect(audit.after).toMatchObject({ sessions_ended: 2 });
  });

  it('refuses a link past its hour, and an earlier link once a newer one was sent', async () => {
    const user = await createUser(t.app, { email: 'late.link@plant.test' });
    await post('/api/auth/forgot-password', { email: user.email });
    const first = await resetTokenFor(user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/password-reset/check', { token: first })).statusCode).toBe(404);

    clock.now = new Date(clock.now.getTime() + 61 * MINUTE);
    const expired = await post('/api/auth/reset-password', { token: second, password: 'Fresh-conveyor-22' });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });

  it('confirms an unconfirmed address: the link proved it', async () => {
    const user = await createUser(t.app, { email: 'unconfirmed@plant.test', confirmed: false });
    await post('/api/auth/forgot-password', { email: user.email });
    const reset = await post('/api/auth/reset-password', {
      token: await resetTokenFor(user.email),
      password: 'Quiet-mixer-blade-4',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().profile.email_verified).toBe(true);
  });
});

describe('an admin sends a reset link from User Management', () => {
  it('mails the person a link (admins only) and audits who sent it', async () => {
    const admin = await signedIn(t.app, 'admin');
    const manager = await signedIn(t.app, 'manager');
    const user = await createUser(t.app, { email: 'forgetful@plant.test' });
    const send = (cookie: string) => call(t.app, 'POST', `/api/users/${user.id}/password-reset`, cookie);
    expect((await send(manager.cookie)).statusCode).toBe(403);
    const sent = await send(admin.cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ email: user.email });
    expect((await latestMailTo(t.app, user.email)).text_body).toMatch(/An administrator has sent you a link/);

    const reset = await post('/api/auth/reset-password', {
      token: await resetTokenFor(user.email),
      password: 'Green-valve-handle-8',
    });
    expect(reset.statusCode).toBe(200);
    const actions = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, user.id));
    expect(actions.find((a) => a.action === 'user.password_reset_sent')?.actor_id).toBe(admin.user.id);
    expect(actions.find((a) => a.action === 'auth.password_reset')?.after).toMatchObject({
      sent_by_admin: admin.user.id,
    });
  });
});
