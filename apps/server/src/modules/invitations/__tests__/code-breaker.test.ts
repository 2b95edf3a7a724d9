import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import { call, invite, tokenOf } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';
import { CODE_BREAKER_ACTION } from '../invitations.queries';

const t = useTestApp({ env: { INVITE_CODE_GLOBAL_MAX_PER_HOUR: '5', INVITE_CODE_MAX_PER_IP: '100' } });

const verify = (token: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/verify', payload: { token }, remoteAddress: ip });

describe('global wrong-code breaker', () => {
  it('pauses code verification for everyone after too many wrong codes in an hour, logs it once, and keeps links working', async () => {
    const { cookie } = await signedIn(t.app, 'admin');
    const issued = await invite(t.app, cookie, { email: 'victim@plant.test' });
    const wrong = issued.code === '111111' ? '222222' : '111111';
    // A spread-out guessing run: every attempt from another address.
    for (let i = 0; i < 5; i++) expect((await verify(wrong, `172.16.0.${i}`)).statusCode).toBe(404);

    const paused = await verify(issued.code, '192.168.50.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error.message).toMatch(/Invitation code verification is paused/);
    expect((await verify(wrong, '172.16.0.99')).statusCode).toBe(429);
    expect((await verify(tokenOf(issued.link), '192.168.50.1')).statusCode).toBe(200);

    const tripped = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, CODE_BREAKER_ACTION));
    expect(tripped).toHaveLength(1);
    expect(tripped[0].after).toMatchObject({ limit: 5 });

    const diagnostics = await call(t.app, 'GET', '/api/admin/diagnostics', cookie);
    expect(diagnostics.json().invitation_codes).toEqual({
      failures_last_hour: 5,
      breaker_limit: 5,
      paused: true,
    });
  });
});
