import type { MAINTENANCE_TYPES, PRIORITIES, WorkOrderStatus } from '@plantwise/domain';

export const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
};
export const PRIORITY_LABELS: Record<(typeof PRIORITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const TYPE_LABELS: Record<(typeof MAINTENANCE_TYPES)[number], string> = {
  preventive: 'Preventive',
  corrective: 'Corrective',
  predictive: 'Predictive',
  reactive: 'Reactive',
  inspection: 'Inspection',
};
