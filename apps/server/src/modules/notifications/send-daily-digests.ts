import { digestMail, latestDigestTime, notificationActionUrl } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail/outbox';
import {
  attachDigestMail,
  claimDigestRows,
  type DigestRow,
  findAccount,
  skipHistoryRows,
} from './notifications.queries';

export const DIGEST_JOB = 'notifications.digest';
const BATCH_SIZE = 500;

export function dailyDigestJob(): Job {
  return { name: DIGEST_JOB, intervalMs: 60_000, run: sendDailyDigests };
}

/**
 * Once a day (NOTIFICATION_DIGEST_HOUR on the plant's clock) every user who chose the daily digest gets one e-mail
 * listing what was queued for them before that hour. Entries are claimed with SKIP LOCKED and tied
 * to their mail in the same transaction, so each is mailed once across instances.
 */
export async function sendDailyDigests(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const at = now.toISOString();
  const cutoff = latestDigestTime(
    now,
    ctx.config.NOTIFICATION_DIGEST_HOUR,
    ctx.config.PLANT_TIME_ZONE,
  ).toISOString();
  return ctx.db.transaction(async (tx) => {
    const rows = await claimDigestRows(tx, cutoff, BATCH_SIZE);
    const byUser = new Map<string, DigestRow[]>();
    const orphans: string[] = [];
    for (const row of rows) {
      if (row.user_id) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
      else orphans.push(row.id);
    }
    if (orphans.length) await skipHistoryRows(tx, orphans, 'The recipient account no longer exists', at);
    // A full batch may have cut the last user's entries in two: leave that user for the next batch.
    if (rows.length === BATCH_SIZE && byUser.size > 1) byUser.delete(rows[rows.length - 1].user_id ?? '');

    let handled = orphans.length;
    for (const [userId, items] of byUser) {
      const ids = items.map((item) => item.id);
      handled += ids.length;
      const account = await findAccount(tx, userId);
      if (!account?.active) {
        await skipHistoryRows(tx, ids, 'The recipient account is inactive', at);
        continue;
      }
      const mail = digestMail(
        items.map((item) => ({
          title: item.title ?? '',
          message: item.message ?? '',
          action_url: notificationActionUrl(item.notification_type, item.metadata as Record<string, unknown>),
          created_at: item.created_at,
        })),
        ctx.config.publicUrl,
        ctx.config.PLANT_TIME_ZONE,
      );
      const mailId = await enqueueMail(tx, { kind: 'notification', to: account.email, ...mail });
      await attachDigestMail(tx, ids, mailId, at);
    }
    return handled;
  });
}
