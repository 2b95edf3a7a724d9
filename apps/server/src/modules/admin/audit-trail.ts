import {
  type AuditEntry,
  type AuditListQuery,
  type AuditVerification,
  auditVerificationSchema,
} from '@plantwise/domain';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import { audit_log, toIsoTimestamp } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { readSetting, writeSetting } from '../../platform/settings';

export const AUDIT_VERIFICATION_KEY = 'audit_verification';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/admin/audit: the trail under filters, newest first. */
export async function listAudit(
  ctx: AppContext,
  query: AuditListQuery,
): Promise<{ data: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.entity_type) filters.push(eq(audit_log.entity_type, query.entity_type));
  if (query.entity_id) filters.push(eq(audit_log.entity_id, query.entity_id));
  if (query.actor) {
    const byEmail = ilike(audit_log.actor_email, likeTerm(query.actor));
    filters.push(
      UUID.test(query.actor) ? (or(eq(audit_log.actor_id, query.actor), byEmail) as SQL) : byEmail,
    );
  }
  if (query.from) filters.push(gte(audit_log.occurred_at, `${query.from}T00:00:00Z`));
  if (query.to) filters.push(lt(audit_log.occurred_at, sql`(${query.to}::date + 1)::timestamptz`));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(audit_log)
      .where(where)
      .orderBy(desc(audit_log.occurred_at), desc(audit_log.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(audit_log).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      chain_seq: row.chain_seq,
      occurred_at: toIsoTimestamp(row.occurred_at),
      actor_id: row.actor_id,
      actor_email: row.actor_email,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      hash: row.hash,
    })),
    total,
  };
}

/**
 * Walks the chain in the database: each entry must hash to its stored hash (content unchanged), link
 * to the previous entry's hash, and follow it in sequence (none removed). The first entry that does not
 * is named; an entry written with the chain switched off (no sequence) breaks it too.
 */
async function walkChain(db: DbOrTx): Promise<{ entries: number; first_broken_id: number | null }> {
  const result = (await db.execute(sql`
    with walk as (
      select a.id, a.chain_seq,
             a.hash is distinct from plantwise_audit_hash(a.prev_hash, a)
               or a.prev_hash is distinct from lag(a.hash) over (order by a.chain_seq)
               or a.chain_seq <> coalesce(lag(a.chain_seq) over (order by a.chain_seq), 0) + 1 as broken
        from audit_log a
       where a.chain_seq is not null
    )
    select (select count(*)::int from audit_log) as entries,
           coalesce(
             (select id from walk where broken order by chain_seq limit 1),
             (select id from audit_log where chain_seq is null order by id limit 1)
           )::int as first_broken_id`)) as unknown as {
    rows: Array<{ entries: number; first_broken_id: number | null }>;
  };
  return result.rows[0];
}

/** GET /api/admin/audit/verify: walks the chain now and keeps the result for Diagnostics. */
export async function verifyAuditChain(ctx: AppContext): Promise<AuditVerification> {
  const walked = await walkChain(ctx.db);
  const verification: AuditVerification = {
    entries: walked.entries,
    verified: walked.first_broken_id === null,
    first_broken_id: walked.first_broken_id,
    checked_at: ctx.now().toISOString(),
  };
  await ctx.db.transaction((tx) =>
    writeSetting(tx, AUDIT_VERIFICATION_KEY, verification, { userId: null, at: verification.checked_at }),
  );
  return verification;
}

export function lastAuditVerification(db: DbOrTx): Promise<AuditVerification | null> {
  return readSetting(db, AUDIT_VERIFICATION_KEY, auditVerificationSchema.nullable(), null);
}
