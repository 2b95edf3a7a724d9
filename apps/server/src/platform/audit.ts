import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
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

/** Appends one row to the append-only audit log, inside the caller's transaction. */
export async function appendAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(audit_log).values({
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
  });
}

/** Appends many rows in one insert per 500 (bulk imports), inside the caller's transaction. */
export async function appendAuditBatch(
  tx: DbOrTx,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await tx.insert(audit_log).values(
      entries.slice(start, start + 500).map((entry) => ({
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
      })),
    );
  }
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
