import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { mail_outbox } from '../../../db/schema';
import { loadConfig } from '../../../platform/config';
import { openTestDatabase, TEST_ENV, useTestDatabase } from '../../../test/harness';
import { ensureBootstrapInvitation } from '..';

const test = useTestDatabase();

describe('first administrator by invitation (no CMMS_ADMIN_*)', () => {
  it('prints an admin invitation on an empty database; the first person joins through it as a confirmed admin', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV }, 'test'),
      database: test.database,
      logger: false,
    });
    app.ctx.log = {
      ...app.ctx.log,
      warn: (...args: unknown[]) => lines.push(String(args.at(-1))),
    } as typeof app.ctx.log;

    const printed = await ensureBootstrapInvitation(app.ctx);
    expect(printed?.code).toMatch(/^\d{6}$/);
    expect(printed?.link).toMatch(/^http:\/\/localhost:3000\/invite\/accept\//);
    expect(lines.join('\n')).toContain(printed!.link);
    expect(lines.join('\n')).toContain(printed!.code);
    // A second instance starting at the same moment does not replace it.
    expect(await ensureBootstrapInvitation(app.ctx)).toBeNull();

    const token = printed!.link.split('/').pop()!;
    const verified = await app.inject({ method: 'POST', url: '/api/invitations/verify', payload: { token } });
    expect(verified.json()).toMatchObject({ email: '', role: 'admin', full_name: null });

    const withoutEmail = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: 'first-admin-pass' },
    });
    expect(withoutEmail.statusCode).toBe(400);
    expect(withoutEmail.json().error.message).toBe('Enter your e-mail address');

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: {
        token,
        password: 'first-admin-pass',
        email: 'Chief@Plant.test',
        full_name: 'Chief Engineer',
      },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().profile).toMatchObject({
      role: 'admin',
      email: 'chief@plant.test',
      email_verified: true,
    });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'chief@plant.test', password: 'first-admin-pass' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await ensureBootstrapInvitation(app.ctx)).toBeNull();
    await app.close();
  });
});

describe('first administrator by the printed 6-digit code', () => {
  it('creates the account confirmed: no confirmation mail to dig out of the log', async () => {
    const fresh = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV }, 'test'),
      database: fresh.database,
      logger: false,
    });
    try {
      const printed = await ensureBootstrapInvitation(app.ctx);
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          token: printed!.code,
          email: 'first@plant.test',
          full_name: 'First Admin',
          password: 'brass-valve-90',
        },
      });
      expect(signUp.statusCode).toBe(201);
      expect(signUp.json()).toMatchObject({ email_confirmation_required: false });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'first@plant.test', password: 'brass-valve-90' },
      });
      expect(signIn.statusCode).toBe(200);
      expect(await app.ctx.db.select().from(mail_outbox)).toEqual([]);
    } finally {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
