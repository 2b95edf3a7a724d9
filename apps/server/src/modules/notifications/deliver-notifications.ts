import { randomUUID } from 'node:crypto';
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
import type { notifications } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { type Job, retryDelayMs } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail/outbox';
import {
  claimDueQueueRows,
  findRecipients,
  type HistoryEntry,
  insertHistory,
  insertNotifications,
  markQueueFailed,
  markQueueProcessed,
  markQueueRetry,
  type QueueRow,
  syncEmailOutcomes,
} from './notifications.queries';

export const DELIVER_JOB = 'notifications.deliver';
/** Rows per transaction: a batch costs a handful of statements, however many rows it holds. */
const BATCH_SIZE = 100;
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
 * it handled. Claim, in-app rows, mails and history commit together, so a row is delivered once even
 * with several instances polling. The batch is written with a few multi-row statements; if it fails,
 * the same rows are delivered one by one so that one bad row fails (and is retried) alone.
 */
export async function deliverDueNotifications(ctx: AppContext): Promise<number> {
  const at = ctx.now().toISOString();
  let handled: number;
  try {
    handled = await ctx.db.transaction(async (tx) => {
      const rows = await claimDueQueueRows(tx, at, BATCH_SIZE);
      await deliverQueuedRows(ctx, tx, rows);
      return rows.length;
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'A notification batch failed; delivering its rows one at a time');
    handled = await deliverOneAtATime(ctx, at);
  }
  const settled = await syncEmailOutcomes(ctx.db, at);
  return handled + settled;
}

async function deliverOneAtATime(ctx: AppContext, at: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await claimDueQueueRows(tx, at, BATCH_SIZE);
    for (const row of rows) {
      try {
        // A savepoint per row: one row that fails rolls back alone and is retried later.
        await tx.transaction((savepoint) => deliverQueuedRows(ctx, savepoint, [row]));
      } catch (error) {
        await recordFailure(ctx, tx, row, error);
      }
    }
    return rows.length;
  });
}

/** Delivers one claimed queue row in the caller's transaction (the test notification uses it). */
export async function deliverQueued(ctx: AppContext, tx: DbOrTx, row: QueueRow): Promise<Delivery> {
  const delivered = await deliverQueuedRows(ctx, tx, [row]);
  return delivered.get(row.id) ?? { notification_id: null, deliveries: [] };
}

/**
 * Delivers claimed queue rows in the caller's transaction, each following its recipient's preference
 * for its type: the in-app notification, and an immediate e-mail or an entry for the daily digest.
 * Returns what happened to each row, by queue id.
 */
async function deliverQueuedRows(ctx: AppContext, tx: DbOrTx, rows: QueueRow[]) {
  const at = ctx.now().toISOString();
  const recipients = await findRecipients(
    tx,
    rows.map((row) => row.user_id),
  );
  const outcomes = new Map<string, Delivery>();
  const history: HistoryEntry[] = [];
  const inApp: Array<typeof notifications.$inferInsert> = [];

  for (const row of rows) {
    const delivery: Delivery = { notification_id: null, deliveries: [] };
    outcomes.set(row.id, delivery);
    const record = (
      channel: DeliveryOutcome['channel'],
      delivery_status: DeliveryOutcome['delivery_status'],
      error: string | null,
      extra?: Record<string, unknown>,
    ) => {
      history.push({ queue: row, channel, delivery_status, error, extra, at });
      delivery.deliveries.push({ channel, delivery_status, error });
    };

    const recipient = recipients.get(row.user_id);
    if (!recipient?.active) {
      record('in_app', 'skipped', 'The recipient account is inactive');
      continue;
    }
    const type = row.notification_type;
    const metadata = row.metadata as Record<string, unknown>;
    const preference = recipient.preferences.get(type);
    const plan = planDelivery(preference && { ...preference, frequency: preference.frequency });
    const actionUrl = notificationActionUrl(type, metadata);
    if (plan.in_app) {
      delivery.notification_id = randomUUID();
      inApp.push({
        id: delivery.notification_id,
        user_id: row.user_id,
        kind: noticeKindFor(type, row.urgency),
        notification_type: type,
        title: row.title,
        message: row.message,
        action_url: actionUrl,
        persistent: isPersistentUrgency(row.urgency),
        created_at: at,
      });
      record('in_app', 'sent', null, { notification_id: delivery.notification_id });
    } else {
      record('in_app', 'skipped', 'Turned off in the recipient’s notification preferences');
    }

    if (plan.email === 'immediate') {
      const mail = notificationMail(
        { title: row.title, message: row.message, action_url: actionUrl, created_at: row.created_at },
        ctx.config.publicUrl,
      );
      const mailId = await enqueueMail(tx, { kind: 'notification', to: recipient.email, ...mail });
      record('email', 'pending', null, { mail_id: mailId });
    } else if (plan.email === 'daily_digest') {
      record('email', 'pending', null, { digest: true });
    }
  }

  await insertNotifications(tx, inApp);
  await insertHistory(tx, history);
  await markQueueProcessed(
    tx,
    rows.map((row) => row.id),
    at,
  );
  return outcomes;
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
    await insertHistory(tx, [
      { queue: row, channel: 'in_app', delivery_status: 'failed', error: message, at: now.toISOString() },
    ]);
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
