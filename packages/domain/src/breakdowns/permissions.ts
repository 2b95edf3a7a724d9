import { hasAtLeastRole, ROLES, type Role } from '../auth/roles';

export interface BreakdownPermissions {
  report: boolean;
  assignSelf: boolean;
  assignOthers: boolean;
  stop: boolean;
  complete: boolean;
  cancel: boolean;
  delete: boolean;
}

/**
 * Who may do what with breakdowns (docs/decisions/sessions-and-roles.md): anyone signed in reports;
 * technicians and up assign to themselves, stop and complete; managers and admins assign anyone, cancel and
 * delete.
 */
export function breakdownPermissions(role: Role): BreakdownPermissions {
  const technician = hasAtLeastRole(role, 'technician');
  const manager = hasAtLeastRole(role, 'manager');
  return {
    report: true,
    assignSelf: technician,
    assignOthers: manager,
    stop: technician,
    complete: technician,
    cancel: manager,
    delete: manager,
  };
}

/** Technicians and up edit any breakdown's details; the person who reported it may complete their own report. */
export function canEditBreakdown(
  role: Role,
  userId: string,
  breakdown: { reported_by: string | null },
): boolean {
  return hasAtLeastRole(role, 'technician') || breakdown.reported_by === userId;
}

/** Technicians may assign only to themselves; managers and admins to anyone. */
export function canAssignTo(role: Role, userId: string, assigneeId: string): boolean {
  if (hasAtLeastRole(role, 'manager')) return true;
  return hasAtLeastRole(role, 'technician') && assigneeId === userId;
}

/** Breakdown work is done by technicians, managers and administrators. */
export function canBeAssigned(role: Role): boolean {
  return hasAtLeastRole(role, 'technician');
}

/** The roles canBeAssigned admits, for the queries that list or check assignable people. */
export const ASSIGNABLE_ROLES: readonly Role[] = ROLES.filter(canBeAssigned);

/**
 * Technicians stop and complete breakdowns assigned to them or to nobody (they take them); only
 * managers and admins act on a breakdown assigned to someone else.
 */
export function canWorkOnBreakdown(
  role: Role,
  userId: string,
  breakdown: { assigned_to: string | null },
): boolean {
  if (hasAtLeastRole(role, 'manager')) return true;
  return (
    hasAtLeastRole(role, 'technician') && (breakdown.assigned_to === null || breakdown.assigned_to === userId)
  );
}

/** The assignee after a technician stops or completes an unassigned breakdown: they have taken it. */
export function assigneeAfterWork(role: Role, userId: string, breakdown: { assigned_to: string | null }) {
  if (breakdown.assigned_to === null && !hasAtLeastRole(role, 'manager')) return userId;
  return breakdown.assigned_to;
}
