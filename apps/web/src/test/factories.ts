import type { Profile, Role, SessionResponse } from '@plantwise/domain';

const ADMIN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A signed-in session as GET /api/auth/session answers it, with overrides for the profile. */
export function buildSession(overrides: Partial<Profile> & { role?: Role } = {}): SessionResponse {
  const id = overrides.id ?? ADMIN_ID;
  const email = overrides.email ?? 'ada.admin@plantwise.test';
  return {
    user: { id, email, last_sign_in_at: '2026-01-05T08:00:00.000Z' },
    profile: {
      id,
      email,
      full_name: 'Ada Admin',
      role: 'admin',
      email_verified: true,
      email_verified_at: '2026-01-01T09:00:00.000Z',
      created_at: '2026-01-01T09:00:00.000Z',
      ...overrides,
    },
    expires_at: '2026-01-06T08:00:00.000Z',
    plant_time_zone: 'Europe/London',
    site_ids: [],
  };
}
