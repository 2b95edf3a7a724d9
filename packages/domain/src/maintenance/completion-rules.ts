import type { Role } from '../auth/roles';
import { canWorkOnWorkOrder } from '../work-orders/permissions';

/**
 * Who may complete a maintenance task: the work-order rule — technicians their own or unassigned
 * tasks, managers and admins any.
 */
export function canCompleteTask(role: Role, userId: string, task: { assigned_to: string | null }): boolean {
  return canWorkOnWorkOrder(role, userId, task);
}

/**
 * One completion per occurrence: a completion closes the occurrence due at the due date its sender saw;
 * when the task's due date has moved on since (another completion closed it), it is refused.
 */
export function isOccurrenceOpen(seenDueDate: string | null, currentDueDate: string | null): boolean {
  if (seenDueDate === null || currentDueDate === null) return seenDueDate === currentDueDate;
  return Date.parse(seenDueDate) === Date.parse(currentDueDate);
}
