import type { NOTIFICATION_TYPES, URGENCIES } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notification_queue, profiles, user_notification_preferences, users } from '../../db/schema';

export interface QueuedNotification {
  notification_type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  urgency?: (typeof URGENCIES)[number];
  metadata?: Record<string, unknown>;
}

/** Queues one notification for one user, in the caller's transaction (spec §7 notification_queue). */
export async function queueNotification(tx: DbOrTx, userId: string, notification: QueuedNotification) {
  const [row] = await tx
    .insert(notification_queue)
    .values(toRow(userId, notification))
    .returning({ id: notification_queue.id });
  return row.id;
}

function toRow(userId: string, notification: QueuedNotification) {
  return {
    user_id: userId,
    notification_type: notification.notification_type,
    title: notification.title,
    message: notification.message,
    urgency: notification.urgency ?? 'medium',
    metadata: notification.metadata ?? {},
  };
}

/**
 * Queues a notification for every active user whose preferences enable its type; returns how many
 * were queued. Users without a preference row for the type are not notified.
 */
export async function queueNotificationForSubscribers(
  tx: DbOrTx,
  notification: QueuedNotification,
): Promise<number> {
  const recipients = await tx
    .select({ user_id: user_notification_preferences.user_id })
    .from(user_notification_preferences)
    .innerJoin(users, eq(users.id, user_notification_preferences.user_id))
    .innerJoin(profiles, eq(profiles.id, user_notification_preferences.user_id))
    .where(
      and(
        eq(user_notification_preferences.notification_type, notification.notification_type),
        eq(user_notification_preferences.enabled, true),
        eq(users.active, true),
      ),
    );
  if (recipients.length === 0) return 0;
  await tx.insert(notification_queue).values(recipients.map(({ user_id }) => toRow(user_id, notification)));
  return recipients.length;
}
