import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { markAllNotificationsRead } from './notifications.queries';

/** Mark all read: every unread notification of the caller; returns how many changed. */
export async function markAllRead(ctx: AppContext, auth: AuthContext) {
  const updated = await markAllNotificationsRead(ctx.db, auth.user.id, ctx.now().toISOString());
  return { updated };
}
