import fs from 'node:fs';
import path from 'node:path';
import type { AuditListQuery, MailListQuery } from '@plantwise/domain';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, MIGRATIONS_DIR, selectRows } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import { audit_log, mail_outbox, notification_queue } from '../../db/schema';

export async function mailCounts(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mail_outbox.status, n: count() })
    .from(mail_outbox)
    .groupBy(mail_outbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function pendingNotifications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification_queue)
    .where(eq(notification_queue.status, 'pending'));
  return Number(row?.n ?? 0);
}

export async function listMail(db: DbOrTx, query: MailListQuery & { limit: number; offset: number }) {
  const where = query.status ? eq(mail_outbox.status, query.status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(mail_outbox)
      .where(where)
      .orderBy(desc(mail_outbox.created_at), desc(mail_outbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(mail_outbox).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** Migrations drizzle has applied (its table lives in schema "drizzle" on both drivers). */
export async function appliedMigrations(
  db: DbOrTx,
): Promise<{ applied: number; lastCreatedAt: number | null }> {
  const [row] = await selectRows<{ applied: number; last: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { applied: Number(row?.applied ?? 0), lastCreatedAt: row?.last ? Number(row.last) : null };
}

/** The migrations shipped with this build, in order (drizzle's journal). */
export function shippedMigrations(): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of the audit trail under the filters, newest first (an actor is an id or part of an e-mail). */
export async function listAuditEntries(db: DbOrTx, query: AuditListQuery) {
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
    db
      .select()
      .from(audit_log)
      .where(where)
      .orderBy(desc(audit_log.occurred_at), desc(audit_log.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(audit_log).where(where),
  ]);
  return { rows, total };
}

/**
 * Walks the chain in the database: each entry must hash to its stored hash (content unchanged), link
 * to the previous entry's hash, and follow it in sequence (none removed). The first entry that does not
 * is named; an entry written with the chain switched off (no sequence) breaks it too.
 */
export async function walkAuditChain(
  db: DbOrTx,
): Promise<{ entries: number; first_broken_id: number | null }> {
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
