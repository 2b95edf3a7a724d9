import type { WorkOrderStatus } from './status';

/**
 * A work order is overdue when it is pending or in-progress and `date_scheduled` is before now
 * (docs/decisions/product-definitions.md). The one definition used by the list filter, the dashboard,
 * analytics and search.
 */
export function isWorkOrderOverdue(
  workOrder: { status: WorkOrderStatus; date_scheduled: string | Date | null },
  now: Date,
): boolean {
  if (workOrder.status === 'completed' || !workOrder.date_scheduled) return false;
  return new Date(workOrder.date_scheduled).getTime() < now.getTime();
}

/** The statuses in which a work order can be overdue (for SQL filters built from the same rule). */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['pending', 'in-progress'];
