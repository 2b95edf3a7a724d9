import type { DbOrTx } from '../../db/client';
import { mail_outbox } from '../../db/schema';

export interface OutgoingMail {
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
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning({ id: mail_outbox.id });
  return row.id;
}
