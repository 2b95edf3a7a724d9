import type { MAINTENANCE_TYPES, WorkOrderStatus } from '@plantwise/domain';

export const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export { PRIORITY_LABELS } from '@plantwise/domain';
export const TYPE_LABELS: Record<(typeof MAINTENANCE_TYPES)[number], string> = {
  preventive: 'Preventive',
  corrective: 'Corrective',
  predictive: 'Predictive',
  reactive: 'Reactive',
  inspection: 'Inspection',
};
