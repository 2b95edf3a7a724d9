import type { AdminUser } from '@plantwise/domain';
import type { UserRow } from './users.queries';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    active: row.active,
    email_confirmed: row.email_confirmed_at !== null,
    email_confirmed_at: row.email_confirmed_at,
    last_sign_in_at: row.last_sign_in_at,
    created_at: row.created_at,
    site_ids: [...row.site_ids].sort(),
  };
}
