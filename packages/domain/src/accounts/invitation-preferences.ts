import { type NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../common/enums';
import type { InvitationNotificationPreference } from './invitation.schema';

export type InvitationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const INVITATION_CHANNEL_LABELS: Record<InvitationChannel, string> = {
  email: 'Email',
  in_app: 'In-app',
};

/** The invite dialog's starting point: every notification type on, by e-mail, immediately. */
export function defaultInvitationPreferences(): InvitationNotificationPreference[] {
  return NOTIFICATION_TYPES.map((notification_type) => ({
    notification_type,
    enabled: true,
    channel: 'email' as const,
    frequency: 'immediate' as const,
  }));
}
