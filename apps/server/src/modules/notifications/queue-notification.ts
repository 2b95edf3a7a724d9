import type { NOTIFICATION_TYPES, Role, URGENCIES } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { notification_broadcasts, notification_queue } from '../../db/schema';
import { mayHearOfAsset } from './notifications.queries';

export interface QueuedNotification {
  notification_type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  urgency?: (typeof URGENCIES)[number];
  metadata?: Record<string, unknown>;
}

/** An asset's id as the database keeps it (anything else names no asset and is kept to no site). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Queues one notification for one user, in the caller's transaction (spec §7 notification_queue):
 * it exists exactly when its cause was committed. The delivery job takes it from there. A notification about
 * an asset (metadata.asset_id) is not queued for someone limited to other sites (null then).
 */
export async function queueNotification(
  tx: DbOrTx,
  userId: string,
  notification: QueuedNotification,
): Promise<string | null> {
  const assetId = notification.metadata?.asset_id;
  if (typeof assetId === 'string' && UUID.test(assetId) && !(await mayHearOfAsset(tx, userId, assetId)))
    return null;
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
 * Announces a notification to every subscriber, in the caller's transaction: writes one broadcast row,
 * whatever the number of accounts (a report with 68 accounts used to write 68 rows inside
 * the request). The fan-out job (fan-out-broadcasts.ts) queues one row per recipient after the commit:
 * every active user who existed when it was announced and has not turned its type off. A type the user
 * never configured counts as on (DEFAULT_NOTIFICATION_PREFERENCE), as the preferences screen shows it.
 * With `defaultRoles`, only those roles count as on by default; anyone else receives it only after
 * turning the type on (low stock: managers and admins, and users whose preferences enable it).
 * `excludeUserId` leaves out the person whose action it announces.
 */
export async function queueNotificationForSubscribers(
  tx: DbOrTx,
  notification: QueuedNotification,
  options: { defaultRoles?: readonly Role[]; excludeUserId?: string | null } = {},
): Promise<string> {
  const [row] = await tx
    .insert(notification_broadcasts)
    .values({
      notification_type: notification.notification_type,
      title: notification.title,
      message: notification.message,
      urgency: notification.urgency ?? 'medium',
      metadata: notification.metadata ?? {},
      default_roles: options.defaultRoles ? [...options.defaultRoles] : null,
      exclude_user_id: options.excludeUserId ?? null,
    })
    .returning({ id: notification_broadcasts.id });
  return row.id;
}
