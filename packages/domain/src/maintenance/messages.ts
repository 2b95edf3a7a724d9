import { type NotifiedAsset, notifiedAssetLabel, plantWhen } from '../notifications/notification-texts';

/** The toasts of spec §8 for maintenance tasks. */
export const MAINTENANCE_TOASTS = {
  created: 'Maintenance Task Created',
  updated: 'Maintenance Task Updated',
  deleted: 'Maintenance Task Deleted',
  completed: 'Maintenance Task Completed',
  fetchError: 'Error fetching maintenance tasks',
  createError: 'Error creating maintenance task',
  updateError: 'Error updating maintenance task',
  deleteError: 'Error deleting maintenance task',
} as const;

export const MAINTENANCE_ERRORS = {
  notFound: 'Maintenance task not found',
  inactive: 'This maintenance task is not active and cannot be completed',
  notYours: 'This maintenance task is assigned to someone else',
  occurrenceCompleted:
    'This occurrence of the task has already been completed: reload the task to see its next due date',
} as const;

export const PM_STARTED_TITLE = 'Preventive Maintenance Started';

/**
 * The notification queued for the completing user when a preventive task is completed (spec §4):
 * maintenance_due, 'Preventive Maintenance Started', medium, metadata as spec §3 lists.
 */
export function pmStartedNotification(task: {
  id: string;
  title: string;
  asset_id: string | null;
  priority: string;
  type: string;
}) {
  return {
    notification_type: 'maintenance_due' as const,
    title: PM_STARTED_TITLE,
    message: `Preventive maintenance task "${task.title}" was started and completed.`,
    urgency: 'medium' as const,
    metadata: {
      maintenance_task_id: task.id,
      task_title: task.title,
      asset_id: task.asset_id,
      priority: task.priority,
      type: task.type,
    },
  };
}

/** The follow-up work order raised by failed required checklist steps of a PM completion. */
export function pmFollowUpWorkOrder(
  task: { id: string; title: string; asset_id: string; priority: 'low' | 'medium' | 'high' | 'critical' },
  failed: ReadonlyArray<{ text: string; note: string | null }>,
  now: Date,
) {
  const lines = failed.map((f) => `- ${f.text}${f.note ? `: ${f.note}` : ''}`).join('\n');
  return {
    title: `Follow-up: ${task.title}`,
    description: `Failed checklist steps in preventive maintenance "${task.title}":\n${lines}`,
    asset_id: task.asset_id,
    priority: task.priority === 'low' ? ('medium' as const) : task.priority,
    maintenance_type: 'corrective' as const,
    date_scheduled: now.toISOString(),
    estimated_duration: 1,
    assigned_to: null,
    notes: null,
    checklist: [],
  };
}

export const FREQUENCY_LABELS = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  'semi-annual': 'Semi-annual',
  annual: 'Annual',
  custom: 'Custom',
} as const;

/** '14 days' for a custom frequency, else the frequency's label. */
export function frequencyLabel(task: {
  frequency: keyof typeof FREQUENCY_LABELS;
  custom_frequency_days: number | null;
}) {
  if (task.frequency === 'custom' && task.custom_frequency_days)
    return `Every ${task.custom_frequency_days} days`;
  return FREQUENCY_LABELS[task.frequency];
}

/**
 * The maintenance_due notification of the due-alerts job: the task, its asset ("code · name") and the
 * due time in plain words on the plant's clock ('due tomorrow at 08:00').
 */
export function dueAlertNotification(
  task: {
    id: string;
    title: string;
    asset_id: string | null;
    priority: string;
    type: string;
    next_due_date: string;
  },
  kind: 'due_soon' | 'overdue',
  context: { asset: NotifiedAsset | null; now: Date; timeZone: string },
) {
  const on = notifiedAssetLabel(context.asset);
  const what = `"${task.title}"${on ? ` on ${on}` : ''}`;
  const when = plantWhen(task.next_due_date, context.now, context.timeZone);
  return {
    notification_type: 'maintenance_due' as const,
    title: kind === 'overdue' ? `Maintenance overdue: ${task.title}` : `Maintenance due: ${task.title}`,
    message:
      kind === 'overdue'
        ? `Maintenance task ${what} was due ${when} and has not been done.`
        : `Maintenance task ${what} is due ${when}.`,
    urgency: kind === 'overdue' ? ('high' as const) : ('medium' as const),
    metadata: {
      maintenance_task_id: task.id,
      task_title: task.title,
      asset_id: task.asset_id,
      priority: task.priority,
      type: task.type,
      due_date: task.next_due_date,
      alert: kind,
    },
  };
}
