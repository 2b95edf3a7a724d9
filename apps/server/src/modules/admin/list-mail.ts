import type { MailListQuery, OutboxMail } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { listMail as selectMail } from './admin.queries';

/** The mail outbox newest first (admins): what was sent, kept or failed, and why. */
export async function listMail(ctx: AppContext, query: MailListQuery & { limit: number; offset: number }) {
  const { rows, total } = await selectMail(ctx.db, query);
  const data: OutboxMail[] = rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    status: row.status as OutboxMail['status'],
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at,
    sent_at: row.sent_at,
    created_at: row.created_at,
  }));
  return { data, total };
}
