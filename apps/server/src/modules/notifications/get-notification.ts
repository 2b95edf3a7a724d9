import { ERRORS } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toNotification } from './notifications.presenters';
import { findNotification } from './notifications.queries';

/** One of the caller's notifications; someone else's answers 404 like a missing one. */
export async function getNotification(ctx: AppContext, auth: AuthContext, id: string) {
  const row = await findNotification(ctx.db, auth.user.id, id);
  if (!row) throw new AppError(ERRORS.notificationNotFound);
  return toNotification(row);
}
