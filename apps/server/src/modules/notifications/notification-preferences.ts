import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  NOTIFICATION_TYPES,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesBody,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { findPreferences, upsertPreferences } from './notifications.queries';

async function readPreferences(db: DbOrTx, auth: AuthContext): Promise<NotificationPreferencesResponse> {
  const rows = await findPreferences(db, auth.user.id);
  const byType = new Map(rows.map((row) => [row.notification_type, row]));
  const data = NOTIFICATION_TYPES.map((type) => {
    const row = byType.get(type);
    const settings = row
      ? {
          enabled: row.enabled,
          email_enabled: row.email_enabled,
          frequency: row.frequency,
        }
      : DEFAULT_NOTIFICATION_PREFERENCE;
    return { notification_type: type, ...settings };
  });
  return { data, total: data.length, email: auth.profile.email, full_name: auth.profile.full_name };
}

/** The caller's preference for every notification type (defaults for types never saved). */
export async function getNotificationPreferences(ctx: AppContext, auth: AuthContext) {
  return readPreferences(ctx.db, auth);
}

/** Saves the caller's preferences for the listed types; the others keep theirs. */
export async function updateNotificationPreferences(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  body: UpdateNotificationPreferencesBody,
) {
  return auditedTransaction(ctx.db, async (tx) => {
    const before = await readPreferences(tx, auth);
    await upsertPreferences(tx, auth.user.id, body.preferences, ctx.now().toISOString());
    const after = await readPreferences(tx, auth);
    await appendAudit(tx, actor, {
      action: 'notification_preferences.updated',
      entity_type: 'user_notification_preferences',
      entity_id: auth.user.id,
      before: before.data,
      after: after.data,
    });
    return after;
  });
}
