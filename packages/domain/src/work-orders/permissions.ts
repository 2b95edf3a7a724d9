import { hasAtLeastRole, type Role } from '../auth/roles';

/**
 * Who may do what with work orders (docs/decisions/sessions-and-roles.md): everyone reads; technicians and up
 * start and complete their own or unassigned ones; managers and admins create for anyone, assign, edit and
 * delete.
 */
export function workOrderPermissions(role: Role) {
  const manager = hasAtLeastRole(role, 'manager');
  return {
    create: manager,
    edit: manager,
    assign: manager,
    delete: manager,
    work: hasAtLeastRole(role, 'technician'),
  };
}

/** Technicians start and complete work orders assigned to them or to nobody; managers and admins any. */
export function canWorkOnWorkOrder(
  role: Role,
  userId: string,
  workOrder: { assigned_to: string | null },
): boolean {
  if (hasAtLeastRole(role, 'manager')) return true;
  return (
    hasAtLeastRole(role, 'technician') && (workOrder.assigned_to === null || workOrder.assigned_to === userId)
  );
}
