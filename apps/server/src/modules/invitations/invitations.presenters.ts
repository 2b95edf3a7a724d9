import { type Invitation, invitationStatus, type NotificationPreference } from '@plantwise/domain';
import type { InvitationWithInviter } from './invitations.queries';

/** An invitation as the API shows it: never its hashes, and its status as of now. */
export function toInvitation(row: InvitationWithInviter, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    status: invitationStatus({ status: row.status, expires_at: row.expires_at }, now),
    expires_at: row.expires_at,
    created_at: row.created_at,
    accepted_at: row.accepted_at,
    accepted_user_id: row.accepted_user_id,
    revoked_at: row.revoked_at,
    invited_by: row.invited_by,
    invited_by_email: row.invited_by_email,
    notification_preferences: row.notification_preferences as NotificationPreference[],
  };
}
