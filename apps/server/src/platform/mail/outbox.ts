import type { MAIL_KINDS } from '@plantwise/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { mail_outbox } from '../../db/schema';

/** The delivery job's name, to wake it right after a commit that queued mail. */
export const MAIL_JOB = 'mail-delivery';

export interface OutgoingMail {
  /** Account mails count against the address's hourly budget; notification mails do not. */
  kind: (typeof MAIL_KINDS)[number];
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when its cause was committed.
 * The mail delivery job sends it (SMTP) or keeps it for admins (no SMTP_URL).
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mail_outbox)
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning({ id: mail_outbox.id });
  return row.id;
}

/** Account mails queued to an address since a moment: the budget that stops mail-bombing an address. */
export async function countMailsTo(db: DbOrTx, to: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mail_outbox)
    .where(
      and(
        eq(sql`lower(${mail_outbox.to_address})`, to.toLowerCase()),
        eq(mail_outbox.kind, 'account'),
        gte(mail_outbox.created_at, since.toISOString()),
      ),
    );
  return Number(row?.n ?? 0);
}

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Attempts including this one. */
  attempts: number;
}

/**
 * Claims up to `limit` due mails for this instance: one statement that skips rows another instance
 * is claiming and pushes the claimed rows' next attempt past the lease, so no other instance picks
 * them up while this one sends. The database clock decides what is due (instances may disagree).
 */
export async function claimDueMail(db: DbOrTx, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  const rows = await selectRows<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attempts: number;
  }>(
    db,
    sql`with due as materialized (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, created_at
          limit ${limit}
          for update skip locked
        )
        update mail_outbox m
        set attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        from due where m.id = due.id
        returning m.id, m.to_address, m.subject, m.text_body, m.html_body, m.attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attempts: Number(r.attempts),
  }));
}

export async function markMailSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(mail_outbox)
    .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
    .where(and(eq(mail_outbox.id, id), eq(mail_outbox.status, 'pending')));
}

export async function markMailKept(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(mail_outbox)
    .set({ status: 'kept', last_error: null })
    .where(and(eq(mail_outbox.id, id), eq(mail_outbox.status, 'pending')));
}

/** Records a failed attempt: retried after `retryInMs`, or failed for good when `retryInMs` is null. */
export async function markMailAttemptFailed(
  db: DbOrTx,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(mail_outbox)
    .set(
      retryInMs === null
        ? { status: 'failed', last_error: error.slice(0, 2000) }
        : {
            last_error: error.slice(0, 2000),
            next_attempt_at: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(and(eq(mail_outbox.id, id), eq(mail_outbox.status, 'pending')));
}
