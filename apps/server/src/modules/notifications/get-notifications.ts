import type { NotificationListQuery, NotificationListResponse } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { toNotification } from './notifications.presenters';
import { listNotifications } from './notifications.queries';

/** The caller's notifications, newest first, with their unread count (the bell's badge). */
export async function getNotifications(
  ctx: AppContext,
  auth: AuthContext,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const { rows, total, unread } = await listNotifications(ctx.db, auth.user.id, query);
  return { data: rows.map(toNotification), total, unread_count: unread };
}
