import type { Notification } from '@plantwise/domain';
import type { NotificationRow } from './notifications.queries';

/** A notification as the API shows it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    ...row,
  };
}
