import { canAccess, MANAGER_READS } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { loadBreakdown, nameOf } from './breakdown-guards';
import { listBreakdownNotifications } from './breakdowns.queries';

/**
 * notification_history of type asset_breakdown whose metadata names the breakdown (spec §7). The
 * reporter polls it to see that someone was told; who was told is for managers, admins and quality.
 */
export async function getBreakdownNotifications(ctx: AppContext, auth: AuthContext, id: string) {
  await loadBreakdown(ctx.db, id, auth.siteIds);
  const showRecipients = canAccess(auth.profile.role, MANAGER_READS);
  const rows = await listBreakdownNotifications(ctx.db, id);
  const data = rows.map(({ history: { user_id: _userId, ...history }, recipient_name, recipient_email }) => ({
    ...history,
    recipient:
      showRecipients && recipient_email
        ? nameOf({ full_name: recipient_name, email: recipient_email })
        : null,
    notification_type: history.notification_type as 'asset_breakdown',
    metadata: (history.metadata ?? {}) as Record<string, unknown>,
  }));
  return { data, total: data.length };
}
