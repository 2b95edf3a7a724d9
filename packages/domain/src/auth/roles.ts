import { ROLES, type Role } from '../common/enums';

export { ROLES, type Role };

/**
 * The maintenance ladder user < technician < manager < admin. Quality (food safety, QA) stands beside it,
 * not on it: it reads what a manager reads, signs and releases food-contact assets, and never plans work,
 * touches the budget or manages people (docs/decisions/sessions-and-roles.md).
 */
const RANK: Partial<Record<Role, number>> = { user: 0, technician: 1, manager: 2, admin: 3 };

/**
 * Who may do something: a role on the ladder means that role and those above it ('user' = any signed-in
 * person, quality included); 'quality' means quality people; a list means any of its entries.
 */
export type RoleAccess = Role | readonly Role[];

/** The one rule that decides whether `role` may do what `access` allows (routes, screens, signatures). */
export function canAccess(role: Role, access: RoleAccess): boolean {
  if (typeof access !== 'string') return access.some((entry) => canAccess(role, entry));
  if (access === 'user') return true;
  const needed = RANK[access];
  const held = RANK[role];
  if (needed === undefined || held === undefined) return role === access;
  return held >= needed;
}

/**
 * True when `role` is at least `minimum` on the ladder user < technician < manager < admin. Quality is
 * at least 'user' and nothing else on the ladder; canAccess grants it where it is named.
 */
export function hasAtLeastRole(role: Role, minimum: Role): boolean {
  return canAccess(role, minimum);
}

/** What a manager may read, quality reads too (budget figures, the QR link of an asset). */
export const MANAGER_READS: RoleAccess = ['manager', 'quality'];

/** Who may release a food-contact asset after work and sign food-safety records as approver. */
export const FOOD_SAFETY_SIGNERS: RoleAccess = ['manager', 'quality'];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  quality: 'Quality',
  technician: 'Technician',
  user: 'User',
};
