import type { WorkOrderStatus } from '@plantwise/domain';

export const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export { MAINTENANCE_TYPE_LABELS as TYPE_LABELS, PRIORITY_LABELS } from '@plantwise/domain';
