import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appendAudit, auditedTransaction, hasAuditSince, SYSTEM_ACTOR } from './audit';
import type { AppContext } from './context';

/**
 * The one mechanism behind every count-then-insert limit (wrong codes, sign-in failures, label reports
 * and notes, account mails): in the transaction that counts and then writes the counted row, lock each
 * key the limit counts by first. A second request of the same key waits for the first to commit, then
 * counts its row, so a burst on PostgreSQL is held to the limit exactly as one request at a time is.
 * Keys are locked in sorted order so two checks sharing keys never wait on each other crosswise; in an
 * audited transaction these come after the audit chain's lock (see auditedTransaction).
 */
export async function lockLimitKeys(tx: DbOrTx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plantwise-limit:${key}`}))`);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * An hourly breaker (wrong invitation codes, label reports) that refused a request: the refusal that trips it
 * is audited and logged once an hour, however many follow, in a transaction of its own.
 */
export async function auditBreakerOnce(
  ctx: AppContext,
  breaker: { action: string; entity_type: string; counts: Record<string, number>; message: string },
): Promise<void> {
  const since = new Date(ctx.now().getTime() - HOUR_MS);
  await auditedTransaction(ctx.db, async (tx) => {
    if (await hasAuditSince(tx, breaker.action, since)) return;
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: breaker.action,
      entity_type: breaker.entity_type,
      after: breaker.counts,
    });
    ctx.log.warn(breaker.counts, breaker.message);
  });
}
