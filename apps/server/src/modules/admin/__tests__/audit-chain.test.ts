import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit_log, notification_broadcasts } from '../../../db/schema';
import { appendAudit, SYSTEM_ACTOR } from '../../../platform/audit';
import { buildAssetBody, call, createAssetVia, signedIn } from '../../../test/factories';
import { createTestInstances, useTestApp } from '../../../test/harness';
import { runAuditVerification, verifyAuditChain } from '..';

let admin: string;
const t = useTestApp();
beforeAll(async () => {
  admin = (await signedIn(t.app, 'admin')).cookie;
  // Some history: assets created through the API, each audited.
  for (let i = 0; i < 5; i++) await createAssetVia(t.app, admin, { asset_name: `Chained ${i}` });
});

/** As the database owner: switch the append-only trigger off, run `change`, switch it on again. */
async function tamper(change: ReturnType<typeof sql>) {
  await t.app.ctx.db.execute(sql.raw('alter table audit_log disable trigger audit_log_no_update'));
  try {
    await t.app.ctx.db.execute(change);
  } finally {
    await t.app.ctx.db.execute(sql.raw('alter table audit_log enable trigger audit_log_no_update'));
  }
}

describe('the audit trail as a hash chain', () => {
  it('links every entry to the one before, in sequence, and verifies', async () => {
    const entries = await t.app.ctx.db.select().from(audit_log).orderBy(audit_log.chain_seq);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    entries.forEach((entry, index) => {
      expect(entry.chain_seq).toBe(index + 1);
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.prev_hash).toBe(index === 0 ? null : entries[index - 1].hash);
    });
    const response = await call(t.app, 'GET', '/api/admin/audit/verify', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ entries: entries.length, verified: true, first_broken_id: null });
    const diagnostics = await call(t.app, 'GET', '/api/admin/diagnostics', admin);
    expect(diagnostics.json().audit_chain).toMatchObject({ verified: true });
  });

  it('chains the entries of one batch insert in order', async () => {
    await t.app.ctx.db.transaction(async (tx) => {
      await appendAudit(tx, SYSTEM_ACTOR, { action: 'test.first', entity_type: 'test' });
      await appendAudit(tx, SYSTEM_ACTOR, { action: 'test.second', entity_type: 'test' });
    });
    expect((await verifyAuditChain(t.app.ctx)).verified).toBe(true);
  });

  it('lists entries by entity and actor for admins only', async () => {
    const asset = await createAssetVia(t.app, admin, { asset_name: 'Filtered asset' });
    const list = await call(t.app, 'GET', `/api/admin/audit?entity_type=asset&entity_id=${asset.id}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, data: [{ action: 'asset.created', entity_id: asset.id }] });
    const byActor = await call(t.app, 'GET', '/api/admin/audit?actor=admin&limit=5', admin);
    expect(byActor.json().data.length).toBeGreaterThan(0);
    const manager = await signedIn(t.app, 'manager');
    expect((await call(t.app, 'GET', '/api/admin/audit', manager.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/audit/verify', manager.cookie)).statusCode).toBe(403);
  });

  it('names the first altered entry, tells the admins once, and names a removed one', async () => {
    const [old] = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.chain_seq, 3));
    await tamper(
      sql`update audit_log set after = '{"asset_name":"Quietly renamed"}'::jsonb where id = ${old.id}`,
    );
    const broken = await verifyAuditChain(t.app.ctx);
    expect(broken).toMatchObject({ verified: false, first_broken_id: old.id });

    // The nightly job reports it to the admins once (the stored check above was not broken before it).
    await t.app.ctx.db.execute(sql`delete from settings where key = 'audit_verification'`);
    await runAuditVerification(t.app.ctx);
    await runAuditVerification(t.app.ctx);
    const alerts = await t.app.ctx.db
      .select()
      .from(notification_broadcasts)
      .where(
        and(
          eq(notification_broadcasts.notification_type, 'system'),
          eq(notification_broadcasts.urgency, 'critical'),
        ),
      );
    expect(alerts.filter((a) => a.title === 'Audit trail does not verify')).toHaveLength(1);

    // Removing entries (the altered one with them) breaks the link of the entry after the gap.
    const [next] = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.chain_seq, 6));
    await tamper(sql`delete from audit_log where chain_seq between 3 and 5`);
    expect((await verifyAuditChain(t.app.ctx)).first_broken_id).toBe(next.id);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances writing at once', () => {
  it('build one valid chain', async () => {
    const { apps, close } = await createTestInstances(2);
    try {
      const cookies = await Promise.all(apps.map(async (app) => (await signedIn(app, 'admin')).cookie));
      await Promise.all(
        apps.flatMap((app, i) =>
          Array.from({ length: 15 }, (_, n) =>
            call(app, 'POST', '/api/assets', cookies[i], buildAssetBody({ asset_name: `Race ${i}-${n}` })),
          ),
        ),
      );
      const result = await verifyAuditChain(apps[0].ctx);
      expect(result.verified).toBe(true);
      const seqs = (await apps[1].ctx.db.select({ s: audit_log.chain_seq }).from(audit_log)).map((r) => r.s);
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(Math.max(...(seqs as number[]))).toBe(seqs.length);
    } finally {
      await close();
    }
  });
});
