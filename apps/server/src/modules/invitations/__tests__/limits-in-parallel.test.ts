import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_attempts, mail_outbox } from '../../../db/schema';
import { invite } from '../../../test/factories';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';

// On PostgreSQL these requests really run side by side: a limit that counts and then inserts in separate
// statements lets a burst through. Each limit must hold exactly, whatever the timing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      INVITE_CODE_MAX_PER_IP: '10',
      INVITE_CODE_GLOBAL_MAX_PER_HOUR: '50',
      ACCOUNT_MAIL_MAX_PER_HOUR: '5',
    },
  });
});
afterAll(() => t.close());

const verify = (token: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/verify', payload: { token }, remoteAddress: ip });

const statuses = (answers: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

async function wrongCode() {
  const { cookie } = await signedIn(t.app, 'admin');
  const issued = await invite(t.app, cookie, { email: `target-${Date.now()}@plant.test` });
  return issued.code === '111111' ? '222222' : '111111';
}

describe('wrong invitation codes in parallel', () => {
  it('lets exactly 10 wrong codes from one address through when 100 arrive at once', async () => {
    const wrong = await wrongCode();
    const answers = await Promise.all(Array.from({ length: 100 }, () => verify(wrong, '198.51.100.77')));
    expect(statuses(answers)).toEqual({ 404: 10, 429: 90 });
  });

  it('trips the hourly breaker at exactly 50 wrong codes when 100 addresses guess at once', async () => {
    const wrong = await wrongCode();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const failedBefore = await t.app.ctx.db
      .select({ id: auth_attempts.id })
      .from(auth_attempts)
      .where(
        and(
          eq(auth_attempts.kind, 'invite_code'),
          eq(auth_attempts.success, false),
          gte(auth_attempts.created_at, hourAgo),
        ),
      );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => verify(wrong, `10.77.${Math.floor(i / 200)}.${i % 200}`)),
    );
    expect(statuses(answers)).toEqual({ 404: 50 - failedBefore.length, 429: 50 + failedBefore.length });
  });
});

describe('account mails in parallel', () => {
  it('queues at most 5 confirmation mails an hour to one address when 20 resends arrive at once', async () => {
    const user = await createUser(t.app, { confirmed: false });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/resend-confirmation',
          payload: { email: user.email },
        }),
      ),
    );
    const mails = await t.app.ctx.db.select().from(mail_outbox).where(eq(mail_outbox.to_address, user.email));
    expect(mails).toHaveLength(5);
  });
});
