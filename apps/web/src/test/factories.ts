import type { PersonSummary, Profile, Role, SessionResponse } from '@plantwise/domain';

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

/** `n` people who can be given work, named "Crew member 01"… so that they sort before most names. */
export function buildPeople(n: number): PersonSummary[] {
  return Array.from({ length: n }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    return {
      id: `00000000-0000-4000-a000-${String(i + 1).padStart(12, '0')}`,
      full_name: `Crew member ${number}`,
      email: `crew${number}@plantwise.test`,
    };
  });
}

/**
 * GET /api/breakdowns/assignees as the server answers it: the people whose name or e-mail holds every word of
 * `q`, by name, the first `limit` (20), with the count of all the matches.
 */
export function fakeAssignees(people: PersonSummary[]) {
  return (request: { url: URL }) => {
    const words = (request.url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const limit = Number(request.url.searchParams.get('limit') ?? 20);
    const matches = people
      .filter((p) => words.every((w) => `${p.full_name ?? ''} ${p.email}`.toLowerCase().includes(w)))
      .sort((a, b) => (a.full_name ?? a.email).localeCompare(b.full_name ?? b.email));
    return { body: { data: matches.slice(0, limit), total: matches.length } };
  };
}
