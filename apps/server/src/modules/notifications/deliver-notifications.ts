import {
  type DeliveryOutcome,
  isPersistentUrgency,
  MAX_DELIVERY_ATTEMPTS,
  noticeKindFor,
  notificationActionUrl,
  notificationMail,
  planDelivery,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { type Job, retryDelayMs } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail/outbox';
import {
  claimDueQueueRows,
  findRecipient,
  insertHistory,
  insertNotification,
  markQueueFailed,
  markQueueProcessed,
  markQueueRetry,
  type QueueRow,
  syncEmailOutcomes,
} from './notifications.queries';

export const DELIVER_JOB = 'notifications.deliver';
const BATCH_SIZE = 25;
/** A fallback only: new queue rows wake the job at once through the realtime channel. */
const POLL_INTERVAL_MS = 5_000;

export function notificationDeliveryJob(): Job {
  return { name: DELIVER_JOB, intervalMs: POLL_INTERVAL_MS, run: deliverDueNotifications };
}

export interface Delivery {
  notification_id: string | null;
  deliveries: DeliveryOutcome[];
}

/**
 * Delivers one batch of due queued notifications and settles e-mail outcomes; returns how many rows
 * it handled. Claim, in-app row, mail and history commit together, so a row is delivered once even
 * with several instances polling.
 */
export async function deliverDueNotifications(ctx: AppContext): Promise<number> {
  const at = ctx.now().toISOString();
  const handled = await ctx.db.transaction(async (tx) => {
    const rows = await claimDueQueueRows(tx, at, BATCH_SIZE);
    for (const row of rows) {
      try {
        // A savepoint per row: one row that fails rolls back alone and is retried later.
        await tx.transaction((savepoint) => deliverQueued(ctx, savepoint, row));
      } catch (error) {
        await recordFailure(ctx, tx, row, error);
      }
    }
    return rows.length;
  });
  const settled = await syncEmailOutcomes(ctx.db, at);
  return handled + settled;
}

/**
 * Delivers one claimed queue row in the caller's transaction, following the recipient's preference
 * for its type: the in-app notification, and an immediate e-mail or an entry for the daily digest.
 */
export async function deliverQueued(ctx: AppContext, tx: DbOrTx, row: QueueRow): Promise<Delivery> {
  const at = ctx.now().toISOString();
  const deliveries: DeliveryOutcome[] = [];
  const record = async (
    channel: DeliveryOutcome['channel'],
    delivery_status: DeliveryOutcome['delivery_status'],
    error: string | null,
    extra?: Record<string, unknown>,
  ) => {
    await insertHistory(tx, { queue: row, channel, delivery_status, error, extra, at });
    deliveries.push({ channel, delivery_status, error });
  };

  const recipient = await findRecipient(tx, row.user_id, row.notification_type);
  if (!recipient?.active) {
    await record('in_app', 'skipped', 'The recipient account is inactive');
    await markQueueProcessed(tx, row.id, at);
    return { notification_id: null, deliveries };
  }

  const type = row.notification_type;
  const metadata = row.metadata as Record<string, unknown>;
  const urgency = row.urgency;
  const preference = recipient.preference;
  const plan = planDelivery(preference && { ...preference, frequency: preference.frequency });
  const actionUrl = notificationActionUrl(type, metadata);
  let notificationId: string | null = null;
  if (plan.in_app) {
    const notification = await insertNotification(tx, {
      user_id: row.user_id,
      kind: noticeKindFor(type, urgency),
      notification_type: row.notification_type,
      title: row.title,
      message: row.message,
      action_url: actionUrl,
      persistent: isPersistentUrgency(urgency),
      created_at: at,
    });
    notificationId = notification.id;
    await record('in_app', 'sent', null, { notification_id: notification.id });
  } else {
    await record('in_app', 'skipped', 'Turned off in the recipient’s notification preferences');
  }

  if (plan.email === 'immediate') {
    const mail = notificationMail(
      { title: row.title, message: row.message, action_url: actionUrl, created_at: row.created_at },
      ctx.config.publicUrl,
    );
    const mailId = await enqueueMail(tx, { to: recipient.email, ...mail });
    await record('email', 'pending', null, { mail_id: mailId });
  } else if (plan.email === 'daily_digest') {
    await record('email', 'pending', null, { digest: true });
  }

  await markQueueProcessed(tx, row.id, at);
  return { notification_id: notificationId, deliveries };
}

/** The database's own message: Drizzle wraps it in "Failed query: …" with the query's parameters. */
function failureMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

async function recordFailure(ctx: AppContext, tx: DbOrTx, row: QueueRow, error: unknown) {
  const message = failureMessage(error);
  const attempts = row.attempts + 1;
  const now = ctx.now();
  if (attempts >= MAX_DELIVERY_ATTEMPTS) {
    await markQueueFailed(tx, row.id, attempts, message, now.toISOString());
    await insertHistory(tx, {
      queue: row,
      channel: 'in_app',
      delivery_status: 'failed',
      error: message,
      at: now.toISOString(),
    });
    ctx.log.error({ err: error, queueId: row.id, attempts }, 'Notification delivery failed for good');
    return;
  }
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  await markQueueRetry(tx, row.id, attempts, nextAttemptAt, message);
  ctx.log.warn(
    { err: error, queueId: row.id, attempts, nextAttemptAt },
    'Notification delivery failed; will retry',
  );
}
