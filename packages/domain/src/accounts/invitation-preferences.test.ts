import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../common/enums';
import { createInvitationBodySchema } from './invitation.schema';
import { defaultInvitationPreferences } from './invitation-preferences';

describe('defaultInvitationPreferences', () => {
  it('lists every notification type once, enabled by e-mail and immediate, and is a valid invitation body', () => {
    const preferences = defaultInvitationPreferences();
    expect(preferences.map((p) => p.notification_type)).toEqual([...NOTIFICATION_TYPES]);
    expect(preferences.every((p) => p.enabled && p.channel === 'email' && p.frequency === 'immediate')).toBe(
      true,
    );
    const body = { email: 'a@b.test', full_name: 'A', role: 'user', notification_preferences: preferences };
    expect(createInvitationBodySchema.safeParse(body).success).toBe(true);
  });
});
