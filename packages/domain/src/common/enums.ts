/**
 * The fixed vocabularies of the spec (§3, §4). The database CHECK constraints, the API schemas and
 * the screens all read these lists, so a value is spelled once.
 */
export const ROLES = ['admin', 'manager', 'quality', 'technician', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ASSET_STATUSES = ['operational', 'maintenance', 'out-of-service', 'awaiting-release'] as const;
export const ASSET_CATEGORIES = [
  'machinery',
  'electrical',
  'hvac',
  'plumbing',
  'refrigeration',
  'conveyor',
  'packaging',
  'utilities',
  'vehicle',
  'building',
  'it',
  'other',
] as const;
export const CRITICALITIES = ['low', 'medium', 'high', 'critical'] as const;
/** An asset's surveyed condition, on the same A–F scale as the analytics grade (spec §4). */
export const CONDITION_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export const PARTS_AVAILABILITY_RISKS = ['low', 'medium', 'high', 'critical'] as const;

/** A cancelled work order stays in every history with its reason; it is never deleted. */
export const WORK_ORDER_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export const WORK_ORDER_STATUS_LABELS: Record<(typeof WORK_ORDER_STATUSES)[number], string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const PRIORITY_LABELS: Record<(typeof PRIORITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const MAINTENANCE_TYPES = [
  'preventive',
  'corrective',
  'predictive',
  'reactive',
  'inspection',
  // Cleaning and sanitation (a daily CIP clean): planned, but not maintenance of the asset's condition.
  'cleaning',
] as const;
export const MAINTENANCE_TYPE_LABELS: Record<(typeof MAINTENANCE_TYPES)[number], string> = {
  preventive: 'Preventive',
  corrective: 'Corrective',
  predictive: 'Predictive',
  reactive: 'Reactive',
  inspection: 'Inspection',
  cleaning: 'Cleaning',
};
export const FIX_TYPES = ['permanent', 'temporary'] as const;
export const FIX_TYPE_LABELS: Record<(typeof FIX_TYPES)[number], string> = {
  permanent: 'Permanent repair',
  temporary: 'Temporary repair',
};

export const BREAKDOWN_STATUSES = ['reported', 'assigned', 'resolved', 'cancelled', 'completed'] as const;
export const BREAKDOWN_STATUS_LABELS: Record<(typeof BREAKDOWN_STATUSES)[number], string> = {
  reported: 'Reported',
  assigned: 'Assigned',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
  completed: 'Completed',
};
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const SEVERITY_LABELS: Record<(typeof SEVERITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const BREAKDOWN_STAGES = ['quick', 'detailed'] as const;

export const TASK_FREQUENCIES = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semi-annual',
  'annual',
  'custom',
] as const;

export const NOTIFICATION_TYPES = [
  'asset_breakdown',
  'maintenance_due',
  'work_order_started',
  'low_stock',
  'work_order_completed',
  'budget_threshold',
  'system',
  'assignment',
  'awaiting_release',
  'missing_tool',
  'glass_breakage',
] as const;
export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily_digest'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'in_app'] as const;
export const URGENCIES = ['low', 'medium', 'high', 'critical'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
/** In-app notification kinds of the bell panel (spec §2). */
export const NOTICE_KINDS = ['success', 'error', 'warning', 'info'] as const;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
/**
 * kept: no SMTP_URL, so the mail stays in the outbox for admins and the server log
 * (docs/architecture.md#running).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
/**
 * What a mail is for: an account mail (invitation, confirmation, password reset) counts against the
 * per-address hourly budget that stops anyone mail-bombing an address; a notification mail does not,
 * so a busy shift's breakdown e-mails never leave a person unable to reset their password.
 */
export const MAIL_KINDS = ['account', 'notification'] as const;
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'critical-stock', 'out-of-stock'] as const;
