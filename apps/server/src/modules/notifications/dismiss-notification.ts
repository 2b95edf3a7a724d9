import { ERRORS } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deleteNonPersistentNotifications, deleteNotification } from './notifications.queries';

/** Dismisses one of the caller's notifications, persistent or not. */
export async function dismissNotification(ctx: AppContext, auth: AuthContext, id: string) {
  if (!(await deleteNotification(ctx.db, auth.user.id, id))) throw new AppError(ERRORS.notificationNotFound);
  return { ok: true as const };
}

/** Clear all (spec §4): removes only the non-persistent notifications; persistent ones stay. */
export async function clearNotifications(ctx: AppContext, auth: AuthContext) {
  return deleteNonPersistentNotifications(ctx.db, auth.user.id);
}
