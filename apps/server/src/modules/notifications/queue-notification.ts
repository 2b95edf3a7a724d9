import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  type NOTIFICATION_TYPES,
  type Role,
  type URGENCIES,
} from '@plantwise/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notification_queue, profiles, user_notification_preferences, users } from '../../db/schema';

export interface QueuedNotification {
  notification_type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  urgency?: (typeof URGENCIES)[number];
  metadata?: Record<string, unknown>;
}

/**
 * Queues one notification for one user, in the caller's transaction (spec §7 notification_queue):
 * it exists exactly when its cause was committed. The delivery job takes it from there.
 */
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
 * Queues a notification for every active user who has not turned its type off; returns how many
 * were queued. A type the user never configured counts as on (DEFAULT_NOTIFICATION_PREFERENCE), as
 * the preferences screen shows it. Channels (in-app, e-mail, digest) are chosen at delivery.
 * With `defaultRoles`, only those roles count as on by default; anyone else receives it only after
 * turning the type on (low stock: managers and admins, and users whose preferences enable it).
 */
export async function queueNotificationForSubscribers(
  tx: DbOrTx,
  notification: QueuedNotification,
  options: { defaultRoles?: readonly Role[] } = {},
): Promise<number> {
  const enabledByDefault = sql`coalesce(${user_notification_preferences.enabled}, ${DEFAULT_NOTIFICATION_PREFERENCE.enabled})`;
  const recipients = await tx
    .select({ user_id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(
      user_notification_preferences,
      and(
        eq(user_notification_preferences.user_id, users.id),
        eq(user_notification_preferences.notification_type, notification.notification_type),
      ),
    )
    .where(
      and(
        eq(users.active, true),
        options.defaultRoles
          ? or(
              and(inArray(profiles.role, [...options.defaultRoles]), enabledByDefault),
              eq(user_notification_preferences.enabled, true),
            )
          : enabledByDefault,
      ),
    );
  if (recipients.length === 0) return 0;
  await tx.insert(notification_queue).values(recipients.map(({ user_id }) => toRow(user_id, notification)));
  return recipients.length;
}
