import { ACCOUNT_MESSAGES } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit_log, user_invitations, user_notification_preferences, users } from '../../../db/schema';
import { hashToken } from '../../../platform/auth/tokens';
import { countMailsTo } from '../../../platform/mail/outbox';
import { call, invite, latestMailTo, linkIn, tokenOf } from '../../../test/factories';
import { createUser, sessionCookieOf, signedIn, signIn, useTestApp } from '../../../test/harness';

let admin: Awaited<ReturnType<typeof signedIn>>;
let clock = new Date();
let ipCounter = 0;
/** Each request from its own address unless a test pins one, so the wrong-code limit stays out of the way. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const t = useTestApp({ now: () => clock, env: { INVITE_CODE_GLOBAL_MAX_PER_HOUR: '1000' } });
beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
});

const post = (url: string, payload: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
/** Joins with an invitation's code or link token (the password is a good one unless given). */
const signUp = (body: { token: string; full_name?: string; password?: string }) =>
  post('/api/auth/sign-up', { password: 'steel-gear-7', ...body });

describe('POST /api/invitations (admin)', () => {
  it('creates an invitation, stores only hashes, mails both links on APP_URL and shows them once', async () => {
    const issued = await invite(t.app, admin.cookie, {
      email: 'Tess.Tech@Plant.test',
      full_name: 'Tess Tech',
      role: 'technician',
      notification_preferences: [
        { notification_type: 'asset_breakdown', enabled: true, email_enabled: true, frequency: 'immediate' },
      ],
    });
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.link).toMatch(/^http:\/\/localhost:3000\/invite\/accept\/[A-Za-z0-9_-]{22}$/);
    expect(issued.code_link).toBe(`http://localhost:3000/invite/signup/${issued.code}`);
    expect(issued.invitation).toMatchObject({
      email: 'tess.tech@plant.test',
      role: 'technician',
      status: 'pending',
      invited_by: admin.user.id,
    });

    const [row] = await t.app.ctx.db
      .select()
      .from(user_invitations)
      .where(eq(user_invitations.id, issued.invitation.id));
    expect(row.code_hash).toBe(hashToken(issued.code));
    expect(row.invitation_token_hash).toBe(hashToken(tokenOf(issued.link)));
    expect(JSON.stringify(row)).not.toContain(issued.code);

    const mail = await latestMailTo(t.app, 'tess.tech@plant.test');
    expect(mail.subject).toBe("You're invited to Plantwise");
    expect(mail.text_body).toContain(issued.link);
    expect(mail.text_body).toContain(issued.code_link);
    expect(mail.text_body).toContain(issued.code);
    expect(mail.html_body).toContain(issued.link);

    const audit = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.entity_id, issued.invitation.id));
    expect(audit.map((a) => a.action)).toContain('invitation.created');
  });

  it('refuses an address that already has an account or a pending invitation (409)', async () => {
    const existing = await createUser(t.app);
    const taken = await call(t.app, 'POST', '/api/invitations', admin.cookie, {
      email: existing.email,
      full_name: 'X',
      role: 'user',
    });
    expect(taken.statusCode).toBe(409);
    await invite(t.app, admin.cookie, { email: 'twice@plant.test' });
    const again = await call(t.app, 'POST', '/api/invitations', admin.cookie, {
      email: 'twice@plant.test',
      full_name: 'X',
      role: 'user',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/pending invitation/);
  });

  it('refuses bad input with 400 and creates nothing', async () => {
    const before = (await t.app.ctx.db.select().from(user_invitations)).length;
    const response = await call(t.app, 'POST', '/api/invitations', admin.cookie, {
      email: 'not-an-email',
      full_name: '',
      role: 'boss',
    });
    expect(response.statusCode).toBe(400);
    expect((await t.app.ctx.db.select().from(user_invitations)).length).toBe(before);
  });

  it('is for admins only', async () => {
    const manager = await signedIn(t.app, 'manager');
    const response = await call(t.app, 'POST', '/api/invitations', manager.cookie, {
      email: 'm@plant.test',
      full_name: 'M',
      role: 'user',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('joining with the code', () => {
  it('verifies, creates the account with the invited role and preferences, and the confirmation link signs in', async () => {
    const issued = await invite(t.app, admin.cookie, {
      email: 'coder@plant.test',
      full_name: 'Cody Coder',
      role: 'technician',
      notification_preferences: [
        { notification_type: 'asset_breakdown', enabled: true, email_enabled: true, frequency: 'immediate' },
        { notification_type: 'low_stock', enabled: true, email_enabled: false, frequency: 'daily_digest' },
      ],
    });
    const verified = await post('/api/invitations/verify', { token: issued.code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      id: issued.invitation.id,
      email: 'coder@plant.test',
      role: 'technician',
      invitation_token: issued.code,
      expires_at: expect.any(String),
      full_name: 'Cody Coder',
    });

    const joined = await signUp({ token: issued.code, full_name: 'Cody C. Coder' });
    expect(joined.statusCode).toBe(201);
    const created = joined.json();
    expect(created).toMatchObject({
      email_confirmation_required: true,
      session: null,
      profile: { role: 'technician', full_name: 'Cody C. Coder', email_verified: false },
    });
    // A code can be guessed: no session until the invited address is proven.
    expect(joined.headers['set-cookie']).toBeUndefined();

    const prefs = await t.app.ctx.db
      .select()
      .from(user_notification_preferences)
      .where(eq(user_notification_preferences.user_id, created.user.id));
    expect(prefs.map((p) => [p.notification_type, p.enabled, p.email_enabled, p.frequency]).sort()).toEqual([
      ['asset_breakdown', true, true, 'immediate'],
      ['low_stock', true, false, 'daily_digest'],
    ]);
    const [invitation] = await t.app.ctx.db
      .select()
      .from(user_invitations)
      .where(eq(user_invitations.id, issued.invitation.id));
    expect(invitation).toMatchObject({ status: 'accepted', accepted_user_id: created.user.id });

    const refused = await post('/api/auth/sign-in', { email: 'coder@plant.test', password: 'steel-gear-7' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/^Email not confirmed/);

    const mail = await latestMailTo(t.app, 'coder@plant.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Plantwise');
    const link = linkIn(mail.text_body, '/email-confirmation');
    expect(link.startsWith('http://localhost:3000/email-confirmation?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const confirmed = await post('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'coder@plant.test',
      already_confirmed: false,
      session: { profile: { full_name: 'Cody C. Coder', email_verified: true } },
    });
    // The link signed this device in: its cookie opens the session.
    const cookie = sessionCookieOf(confirmed);
    const session = await call(t.app, 'GET', '/api/auth/session', cookie);
    expect(session.json().user.email).toBe('coder@plant.test');

    const signIn = await post('/api/auth/sign-in', { email: 'coder@plant.test', password: 'steel-gear-7' });
    expect(signIn.statusCode).toBe(200);

    // Opened again: no second session, but the address to sign in with.
    const reused = await post('/api/auth/confirm-email', { token });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toMatchObject({
      email: 'coder@plant.test',
      already_confirmed: true,
      session: null,
    });
    expect(reused.headers['set-cookie']).toBeUndefined();
    const unknown = await post('/api/auth/confirm-email', { token: 'A'.repeat(22) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ACCOUNT_MESSAGES.invalidConfirmation);

    const actions = (
      await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.actor_id, created.user.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['invitation.accepted', 'user.created', 'user.email_confirmed']),
    );
  });

  it('answers a used, revoked or unknown code as invalid, with the spec messages', async () => {
    const used = await invite(t.app, admin.cookie, { email: 'used@plant.test' });
    await signUp({ token: used.code, full_name: 'U' });
    const revoked = await invite(t.app, admin.cookie, { email: 'revoked@plant.test' });
    const revoke = await call(t.app, 'DELETE', `/api/invitations/${revoked.invitation.id}`, admin.cookie);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().status).toBe('revoked');

    for (const token of [used.code, revoked.code]) {
      const verify = await post('/api/invitations/verify', { token });
      expect(verify.statusCode).toBe(404);
      expect(verify.json().error.message).toBe('Invalid or expired invitation code');
    }
    for (const link of [used.link, revoked.link]) {
      const verify = await post('/api/invitations/verify', { token: tokenOf(link) });
      expect(verify.json().error.message).toBe(
        'Invalid or expired invitation link. Please contact your administrator for a new invitation.',
      );
    }
    const again = await signUp({ token: used.code, full_name: 'U' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No valid invitation found');
  });

  it("refuses a code that is not 6 digits with 'Invalid invitation code format'", async () => {
    const response = await post('/api/invitations/verify', { token: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid invitation code format');
  });

  it("refuses sign-up when the address was registered meanwhile ('This email is already registered…')", async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'late@plant.test' });
    await createUser(t.app, { email: 'late@plant.test' });
    const response = await signUp({ token: issued.code, full_name: 'L' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This email is already registered. Please sign in instead.');
  });

  it("checks sign-up input with the spec's messages and changes nothing", async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'short@plant.test' });
    const response = await signUp({ token: issued.code, full_name: 'S', password: '1234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('password: Password must be at least 8 characters long');
    expect((await post('/api/invitations/verify', { token: issued.code })).statusCode).toBe(200);
  });

  it('refuses a common password, the e-mail or name, and one repeated character, saying why on the field', async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'gwen.fitter@plant.test' });
    for (const [password, reason] of [
      ['password1', /most common passwords/],
      ['Gwen.Fitter99', /just your name or your e-mail address/],
      ['zzzzzzzzz', /one character repeated/],
    ] as const) {
      const response = await signUp({ token: issued.code, full_name: 'Gwen', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.details, password).toEqual([
        { path: 'password', message: expect.stringMatching(reason) },
      ]);
    }
    expect((await post('/api/invitations/verify', { token: issued.code })).statusCode).toBe(200);
  });

  it("accepts a password that has the person's name among words of its own", async () => {
    const issued = await invite(t.app, admin.cookie, {
      email: 'tech@plant.test',
      full_name: 'Tech Person',
      role: 'technician',
    });
    const response = await signUp({ token: issued.code, password: 'Tech-pass-long-2026!' });
    expect(response.statusCode).toBe(201);
    expect(response.json().profile.full_name).toBe('Tech Person');
  });
});

describe('joining with the link', () => {
  it('creates a confirmed account and signs this device in; the link works once', async () => {
    const issued = await invite(t.app, admin.cookie, {
      email: 'linker@plant.test',
      full_name: 'Lin Ker',
      role: 'manager',
    });
    const token = tokenOf(issued.link);
    const verified = await post('/api/invitations/verify', { token });
    expect(verified.json()).toMatchObject({
      email: 'linker@plant.test',
      role: 'manager',
      full_name: 'Lin Ker',
    });

    const short = await post('/api/invitations/accept', { token, password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('password: Password must be at least 8 characters long');

    const accepted = await post('/api/invitations/accept', { token, password: 'long-enough' });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      email_confirmation_required: false,
      profile: { role: 'manager', full_name: 'Lin Ker', email_verified: true },
      session: { user: { email: 'linker@plant.test' } },
    });
    const session = await call(t.app, 'GET', '/api/auth/session', sessionCookieOf(accepted));
    expect(session.json().profile.full_name).toBe('Lin Ker');
    const signIn = await post('/api/auth/sign-in', { email: 'linker@plant.test', password: 'long-enough' });
    expect(signIn.statusCode).toBe(200);

    const again = await post('/api/invitations/accept', { token, password: 'long-enough' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.invalidLink);
  });

  it('does not take a 6-digit code on the link route', async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'nocode@plant.test' });
    const response = await post('/api/invitations/accept', { token: issued.code, password: 'long-enough' });
    expect(response.statusCode).toBe(404);
    expect((await post('/api/invitations/verify', { token: issued.code })).statusCode).toBe(200);
  });
});

describe('expiry, resend and revoke', () => {
  it('treats an invitation past INVITATION_EXPIRY_DAYS as expired, and resend restarts it with a new code', async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'slow@plant.test' });
    const realNow = clock;
    clock = new Date(realNow.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    // A week later the admin's earlier session has expired too.
    const cookie = await signIn(t.app, admin.user);
    try {
      expect((await post('/api/invitations/verify', { token: issued.code })).statusCode).toBe(404);
      const list = await call(t.app, 'GET', '/api/invitations?status=expired', cookie);
      expect(list.json().data.map((i: { id: string }) => i.id)).toContain(issued.invitation.id);

      const resent = await call(t.app, 'POST', `/api/invitations/${issued.invitation.id}/resend`, cookie);
      expect(resent.statusCode).toBe(200);
      const fresh = resent.json();
      expect(fresh.invitation.status).toBe('pending');
      expect(fresh.code).toMatch(/^\d{6}$/);
      expect((await post('/api/invitations/verify', { token: fresh.code })).statusCode).toBe(200);
      expect((await post('/api/invitations/verify', { token: tokenOf(issued.link) })).statusCode).toBe(404);
      expect((await post('/api/invitations/verify', { token: tokenOf(fresh.link) })).statusCode).toBe(200);
      const mail = await latestMailTo(t.app, 'slow@plant.test');
      expect(mail.text_body).toContain(fresh.link);
    } finally {
      clock = realNow;
    }
  });

  it('cannot revoke or resend an accepted invitation (409), nor find an unknown one (404)', async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'done@plant.test' });
    await post('/api/invitations/accept', { token: tokenOf(issued.link), password: 'long-enough' });
    for (const [method, suffix] of [
      ['DELETE', ''],
      ['POST', '/resend'],
    ] as const) {
      const response = await call(
        t.app,
        method,
        `/api/invitations/${issued.invitation.id}${suffix}`,
        admin.cookie,
      );
      expect(response.statusCode).toBe(409);
    }
    const unknown = await call(
      t.app,
      'DELETE',
      '/api/invitations/00000000-0000-4000-8000-000000000000',
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("limits account mails per address ('Too many email attempts…')", async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'spam@plant.test' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call(
        t.app,
        'POST',
        `/api/invitations/${issued.invitation.id}/resend`,
        admin.cookie,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.message).toBe(
          'Too many email attempts. Please wait a few minutes and try again.',
        );
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('lists invitations newest first with their status, for admins', async () => {
    const response = await call(t.app, 'GET', '/api/invitations?limit=3', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(3);
    expect(body.total).toBeGreaterThan(3);
    const created = body.data.map((i: { created_at: string }) => i.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(body.data[0]).not.toHaveProperty('code_hash');
  });
});

describe('wrong-code limits', () => {
  it('answers 429 after 10 wrong codes from one address, and not for another address', async () => {
    const issued = await invite(t.app, admin.cookie, { email: 'target@plant.test' });
    const wrong = issued.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/invitations/verify', { token: wrong }, '10.9.9.9')).statusCode).toBe(404);
    }
    const limited = await post('/api/invitations/verify', { token: issued.code }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Too many invitation code attempts. Please wait 15 minutes and try again.',
    );
    expect(limited.headers['retry-after']).toBe('900');
    const signUp = await post(
      '/api/auth/sign-up',
      { token: issued.code, full_name: 'T', password: 'steel-gear-7' },
      '10.9.9.9',
    );
    expect(signUp.statusCode).toBe(429);
    expect((await post('/api/invitations/verify', { token: issued.code }, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('resend confirmation', () => {
  it('sends a new confirmation link to an unconfirmed account and says nothing about unknown ones', async () => {
    const user = await createUser(t.app, { confirmed: false });
    const unknown = await post('/api/auth/resend-confirmation', { email: 'nobody@plant.test' });
    expect(unknown.statusCode).toBe(200);
    const known = await post('/api/auth/resend-confirmation', { email: user.email.toUpperCase() });
    expect(known.statusCode).toBe(200);
    const mail = await latestMailTo(t.app, user.email);
    const token = new URL(linkIn(mail.text_body, '/email-confirmation')).searchParams.get('token');
    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(200);
    const [row] = await t.app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, user.id)));
    expect(row.email_confirmed_at).not.toBeNull();
  });

  it('answers an unconfirmed account and an unknown address alike, 429 included, counting per address', async () => {
    const user = await createUser(t.app, { confirmed: false });
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await post('/api/auth/resend-confirmation', { email });
        statuses.push(response.statusCode);
        if (response.statusCode !== 200) expect(response.json().error.code).toBe('rate_limited');
      }
      return statuses;
    };
    const known = await answers(user.email);
    const unknown = await answers(`nobody-${user.email}`);
    expect(known).toEqual(unknown);
    expect(known).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The account's own mail budget still holds: never more than five account mails an hour.
    const since = new Date(clock.getTime() - 3_600_000);
    expect(await countMailsTo(t.app.ctx.db, user.email, since)).toBeLessThanOrEqual(5);
  });
});
