import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { audit_log } from '../db/schema';

export interface Actor {
  id: string | null;
  email: string | null;
  requestId?: string;
  ip?: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

export interface AuditEntry {
  action: string;
  entity_type: string;
  entity_id?: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened, from the app's clock (ctx.now); the database's clock otherwise. */
  occurred_at?: string;
}

/** The audit chain's advisory lock: the audit_log insert trigger takes it too (migration 0020). */
const AUDIT_CHAIN_LOCK = 7318004;

/**
 * THE LOCK ORDER of every transaction that appends audit entries or writes food-safety records: the
 * audit chain's lock first, before any row or limit lock; then rows as each action needs them (the
 * year's record counter, stock items in id order, the work order …). The chain's trigger takes this lock
 * at the first audit row and keeps it to the commit, so taken there it came after whatever rows the
 * transaction had locked already, in a different order for each action: a completion holding the record
 * counter waited for the chain while a work-order completion holding the chain (its stock movements are
 * audited first) waited for the counter, and PostgreSQL killed one of them. Taken first, a transaction
 * holding it never waits for another that could be waiting for it.
 */
export function auditedTransaction<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    return write(tx);
  });
}

/** The audit_log row of one entry by `actor`. */
function auditRow(actor: Actor, entry: AuditEntry) {
  return {
    ...(entry.occurred_at ? { occurred_at: entry.occurred_at } : {}),
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    entity_type: entry.entity_type,
    entity_id: entry.entity_id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    request_id: actor.requestId ?? null,
    ip: actor.ip ?? null,
  };
}

/** Appends one row to the append-only audit log, inside the caller's transaction. */
export async function appendAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(audit_log).values(auditRow(actor, entry));
}

/** Appends many rows in one insert per 500 (bulk imports), inside the caller's transaction. */
export async function appendAuditBatch(
  tx: DbOrTx,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await tx
      .insert(audit_log)
      .values(entries.slice(start, start + 500).map((entry) => auditRow(actor, entry)));
  }
}

/**
 * Appends the audit row of a change to one entity, dated at the change's updated_at; its `after` is the
 * change unless the action records more.
 */
export async function appendChangeAudit(
  tx: DbOrTx,
  actor: Actor,
  entity: { type: string; id: string },
  entry: { action: string; before: unknown; changes: { updated_at?: string | null }; after?: unknown },
): Promise<void> {
  await appendAudit(tx, actor, {
    action: entry.action,
    entity_type: entity.type,
    occurred_at: entry.changes.updated_at ?? undefined,
    entity_id: entity.id,
    before: entry.before,
    after: entry.after ?? entry.changes,
  });
}

/** The audit's `before` of a change: the current values of the fields it touches. */
export function valuesBefore<T extends object>(current: T, changes: object): Partial<T> {
  return Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof T]])) as Partial<T>;
}

/** Whether an audit row of `action` was appended since `since` (a breaker audits its tripping once). */
export async function hasAuditSince(db: DbOrTx, action: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: audit_log.id })
    .from(audit_log)
    .where(and(eq(audit_log.action, action), gte(audit_log.occurred_at, since.toISOString())))
    .limit(1);
  return Boolean(row);
}
