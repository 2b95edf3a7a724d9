import { ERRORS } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toNotification } from './notifications.presenters';
import { markNotificationRead } from './notifications.queries';

/** Marks one of the caller's notifications read; reading it again keeps the first read time. */
export async function markRead(ctx: AppContext, auth: AuthContext, id: string) {
  const row = await markNotificationRead(ctx.db, auth.user.id, id, ctx.now().toISOString());
  if (!row) throw new AppError(ERRORS.notificationNotFound);
  return toNotification(row);
}
