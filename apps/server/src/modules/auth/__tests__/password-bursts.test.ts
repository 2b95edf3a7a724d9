import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { record_signatures, records } from '../../../db/schema';
import { createAsset, post, reported, VALID_COMPLETION } from '../../../test/factories';
import { createUser, signedIn, useTestApp } from '../../../test/harness';

// Passwords checked side by side (PostgreSQL): only attempts that have failed may count towards the
// throttle. One still being checked is not a failure, but a burst of wrong ones must still be held.
const t = useTestApp({ env: { SIGN_IN_MAX_PER_IP: '20', SIGN_IN_MAX_PER_ACCOUNT: '10' } });

const signInFrom = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: ip });

const statuses = (answers: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in at the same moment', () => {
  it('lets 30 people behind one address sign in at once with their right passwords', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
    const answers = await Promise.all(people.map((p) => signInFrom(p.email, p.password, '203.0.113.30')));
    expect(statuses(answers)).toEqual({ 200: 30 });
  });

  it('still holds a burst of 50 wrong passwords on one account from one address to 10 failures', async () => {
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signInFrom(user.email, 'wrong-pass', '203.0.113.31')),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 40 });
  });
});

describe('signatures at the same moment', () => {
  it('never answers 429 to 20 signatures sent at once with the right password', async () => {
    const tech = await signedIn(t.app, 'technician');
    const records_ = [];
    for (let i = 0; i < 20; i++) {
      const asset = await createAsset(t.app);
      const b = await reported(t.app, tech.cookie, { asset_id: asset.id });
      const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, VALID_COMPLETION);
      expect(done.statusCode, done.body).toBe(200);
      const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, b.id));
      records_.push(record);
    }
    const answers = await Promise.all(
      records_.map((r) =>
        post(t.app, tech.cookie, `/api/records/${r.id}/signatures`, {
          meaning: 'performed',
          password: tech.user.password,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 20 });
    const signed = await t.app.ctx.db
      .select()
      .from(record_signatures)
      .where(eq(record_signatures.signer_id, tech.user.id));
    expect(signed).toHaveLength(20);
  });
});
