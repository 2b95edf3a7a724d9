import fs from 'node:fs';
import path from 'node:path';
import type { MailListQuery } from '@plantwise/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, MIGRATIONS_DIR, selectRows } from '../../db/client';
import { mail_outbox, notification_queue } from '../../db/schema';

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
