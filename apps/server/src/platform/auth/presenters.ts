import type { Profile } from '@plantwise/domain';
import type { profiles } from '../../db/schema';

/** A profile as the API shows it; the session (platform) and the auth and invitation modules share it. */
export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    email_verified: row.email_verified,
    email_verified_at: row.email_verified_at,
    created_at: row.created_at,
  };
}
