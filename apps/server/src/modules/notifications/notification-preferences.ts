import {
  canReceiveNotification,
  DEFAULT_NOTIFICATION_PREFERENCE,
  ERRORS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationPreferencesResponse,
  notificationTypesFor,
  ROLE_LABELS,
  type UpdateNotificationPreferencesBody,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { findPreferences, upsertPreferences } from './notifications.queries';

async function readPreferences(db: DbOrTx, auth: AuthContext): Promise<NotificationPreferencesResponse> {
  const rows = await findPreferences(db, auth.user.id);
  const byType = new Map(rows.map((row) => [row.notification_type, row]));
  const data = notificationTypesFor(auth.profile.role).map((type) => {
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

/**
 * The caller's preference for every kind of notification their role can receive (defaults for kinds never
 * saved); the same model the invitation carried.
 */
export async function getNotificationPreferences(ctx: AppContext, auth: AuthContext) {
  return readPreferences(ctx.db, auth);
}

/** Saves the caller's preferences for the listed kinds (only kinds their role receives); the others keep theirs. */
export async function updateNotificationPreferences(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  body: UpdateNotificationPreferencesBody,
) {
  const role = auth.profile.role;
  const refused = body.preferences.find((p) => !canReceiveNotification(role, p.notification_type));
  if (refused) {
    const message = `${ROLE_LABELS[role]}s do not receive ${NOTIFICATION_TYPE_LABELS[refused.notification_type].toLowerCase()}`;
    throw fieldError(ERRORS.validationFailed, 'preferences', { message });
  }
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
