import { ERRORS, type NotificationListQuery, type NotificationListResponse } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toNotification } from './notifications.presenters';
import { findNotification, listNotifications } from './notifications.queries';

/** The caller's notifications, newest first, with their unread count (the bell's badge). */
export async function getNotifications(
  ctx: AppContext,
  auth: AuthContext,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const { rows, total, unread } = await listNotifications(ctx.db, auth.user.id, query);
  return { data: rows.map(toNotification), total, unread_count: unread };
}

/** One of the caller's notifications; someone else's answers 404 like a missing one. */
export async function getNotification(ctx: AppContext, auth: AuthContext, id: string) {
  const row = await findNotification(ctx.db, auth.user.id, id);
  if (!row) throw new AppError(ERRORS.notificationNotFound);
  return toNotification(row);
}
