import { ROLES, type Role } from '../common/enums';

export { ROLES, type Role };

const RANK: Record<Role, number> = { user: 0, technician: 1, manager: 2, admin: 3 };

/**
 * True when `role` is at least `minimum` in the order user < technician < manager < admin
 * (docs/decisions/sessions-and-roles.md).
 */
export function hasAtLeastRole(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  technician: 'Technician',
  user: 'User',
};
