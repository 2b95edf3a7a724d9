import type { AppContext } from '../context';
import { type Job, retryDelayMs } from '../jobs';
import {
  type ClaimedMail,
  claimDueMail,
  MAIL_JOB,
  markMailAttemptFailed,
  markMailKept,
  markMailSent,
} from './outbox';
import { createSmtpTransport, isPermanentSmtpError, SMTP_MAX_CONNECTIONS, SMTP_TIMEOUTS } from './transport';

export const MAIL_BATCH_SIZE = 10;
/**
 * A claimed mail is invisible to other instances for this long. It must outlast the slowest batch:
 * 10 mails over 3 connections, each bounded by the SMTP timeouts (≈ 6 min), so a mail being sent is
 * never claimed twice.
 */
export const MAIL_LEASE_SECONDS = Math.ceil(
  ((Math.ceil(MAIL_BATCH_SIZE / SMTP_MAX_CONNECTIONS) *
    (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout)) /
    1000) *
    1.5,
);
export const MAIL_POLL_INTERVAL_MS = 5_000;

/**
 * Delivers the mail outbox: SMTP when SMTP_URL is set, otherwise each mail is printed to the server
 * log and kept for admins. Safe on several instances at once (rows are claimed with SKIP LOCKED).
 */
export function mailDeliveryJob(): Job {
  return { name: MAIL_JOB, intervalMs: MAIL_POLL_INTERVAL_MS, run: deliverDueMail };
}

/** Handles one batch of due mails; returns how many it handled. */
export async function deliverDueMail(ctx: AppContext): Promise<number> {
  const batch = await claimDueMail(ctx.db, MAIL_BATCH_SIZE, MAIL_LEASE_SECONDS);
  if (batch.length === 0) return 0;
  const smtpUrl = ctx.config.SMTP_URL;
  if (!smtpUrl) {
    for (const mail of batch) {
      ctx.log.info(
        { mail: { id: mail.id, to: mail.to, subject: mail.subject } },
        `Mail kept in the outbox (no SMTP_URL). To: ${mail.to} | Subject: ${mail.subject}\n${mail.text}`,
      );
      await markMailKept(ctx.db, mail.id);
    }
    return batch.length;
  }
  const transport = createSmtpTransport(smtpUrl);
  try {
    await Promise.all(batch.map((mail) => sendOne(ctx, transport, mail)));
  } finally {
    transport.close();
  }
  return batch.length;
}

async function sendOne(
  ctx: AppContext,
  transport: ReturnType<typeof createSmtpTransport>,
  mail: ClaimedMail,
): Promise<void> {
  try {
    await transport.sendMail({
      from: ctx.config.SMTP_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      headers: { 'X-Plantwise-Mail-Id': mail.id },
    });
    await markMailSent(ctx.db, mail.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = isPermanentSmtpError(error) || mail.attempts >= ctx.config.MAIL_MAX_ATTEMPTS;
    await markMailAttemptFailed(ctx.db, mail.id, message, giveUp ? null : retryDelayMs(mail.attempts));
    ctx.log[giveUp ? 'error' : 'warn'](
      { mail: { id: mail.id, to: mail.to, attempts: mail.attempts }, err: error },
      giveUp ? 'Mail delivery failed for good' : 'Mail delivery failed; will retry',
    );
  }
}
