import { describe, expect, it } from 'vitest';
import { createInvitationBodySchema, signUpBodySchema } from './invitation.schema';
import { updateUserBodySchema } from './users.schema';

describe('account API schemas', () => {
  it('normalises the invited e-mail and defaults the preferences to none', () => {
    const body = createInvitationBodySchema.parse({
      email: ' Tess@Plant.TEST ',
      full_name: 'Tess',
      role: 'technician',
    });
    expect(body).toEqual({
      email: 'tess@plant.test',
      full_name: 'Tess',
      role: 'technician',
      notification_preferences: [],
    });
  });

  it('refuses the same notification type twice', () => {
    const pref = {
      notification_type: 'asset_breakdown',
      enabled: true,
      email_enabled: true,
      frequency: 'immediate',
    };
    const result = createInvitationBodySchema.safeParse({
      email: 'a@b.test',
      full_name: 'A',
      role: 'user',
      notification_preferences: [pref, pref],
    });
    expect(result.success).toBe(false);
  });

  it('refuses a kind of notification the invited role cannot receive', () => {
    const budget = {
      notification_type: 'budget_threshold',
      enabled: true,
      email_enabled: true,
      frequency: 'immediate',
    };
    const body = { email: 'a@b.test', full_name: 'A', notification_preferences: [budget] };
    const technician = createInvitationBodySchema.safeParse({ ...body, role: 'technician' });
    expect(technician.error?.issues.map((i) => i.message)).toEqual([
      'Technicians do not receive budget thresholds',
    ]);
    expect(createInvitationBodySchema.safeParse({ ...body, role: 'manager' }).success).toBe(true);
  });

  it("gives joining the spec's messages, with one password length for every way in", () => {
    const result = signUpBodySchema.safeParse({ token: '123456', full_name: ' ', password: '1234567' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Full name is required',
      'Password must be at least 8 characters long',
    ]);
  });

  it('needs a role or an active flag to update a user', () => {
    expect(updateUserBodySchema.safeParse({}).success).toBe(false);
    expect(updateUserBodySchema.safeParse({ active: false }).success).toBe(true);
  });
});
