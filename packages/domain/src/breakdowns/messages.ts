import { formatDuration } from '../format/display';
/**
 * The texts of spec §8 "Breakdowns", spelled once. The server answers with the message texts; the
 * screens show the toast titles.
 */
export const BREAKDOWN_TOASTS = {
  fetchError: 'Error fetching breakdowns',
  reportError: 'Error reporting breakdown',
  stopError: 'Error stopping breakdown clock',
  cancelError: 'Error cancelling breakdown',
  updateError: 'Error updating breakdown',
  deleteError: 'Error deleting breakdown',
  reported: 'Breakdown Reported',
  cancelled: 'Breakdown Cancelled',
  updated: 'Breakdown Updated',
  deleted: 'Breakdown Deleted',
  clockStopped: 'Breakdown Clock Stopped',
  completed: 'Breakdown Completed',
  newBreakdown: 'New Breakdown Reported',
} as const;

export const BREAKDOWN_MESSAGES = {
  completeThroughDialog:
    'Breakdowns must be completed through the completion dialog to ensure BRC compliance',
  notFound: 'Breakdown not found',
  notAuthenticated: 'User not authenticated',
  deleteNotAuthenticated: 'You must be logged in to delete breakdowns',
  completedReadOnly: 'Completed breakdowns are BRC records and cannot be changed',
  completedNotDeletable:
    'BRC records are retained: a completed breakdown cannot be deleted. Record a correction as a new entry instead.',
  cancelledClosed: 'This breakdown has been cancelled',
  clockAlreadyStopped: 'The breakdown clock has already been stopped',
  statusThroughActions: 'Change the status with the assign, stop or cancel actions',
  backToQuick: 'A detailed report cannot go back to the quick stage',
  startInFuture: 'Breakdown start time cannot be in the future',
  techniciansAssignSelf: 'Technicians can only assign breakdowns to themselves',
  assigneeNotFound: 'The person to assign was not found or is no longer active',
  assigneeRole: 'Breakdowns can only be assigned to technicians, managers or administrators',
  nothingToUpdate: 'Nothing to update',
} as const;

/** 'Notification function failed: {message}' (spec §8). */
export function notificationFailedMessage(message: string): string {
  return `Notification function failed: ${message}`;
}

/** 'Failed to delete breakdown data: {message}' (spec §8). */
export function deleteFailedMessage(message: string): string {
  return `Failed to delete breakdown data: ${message}`;
}

/**
 * The description of the 'Breakdown Clock Stopped' toast (spec §8), in the one duration format
 * rather than the spec's hours to two decimals: 'Total downtime: 2 min', not '0.03 hours'.
 */
export function clockStoppedMessage(downtimeHours: number): string {
  return `Total downtime: ${formatDuration(downtimeHours)}`;
}

/** The alert tone of a new critical breakdown (spec §9): 800, 600 then 800 Hz over 0.3 s. */
export const ALERT_TONE = { frequenciesHz: [800, 600, 800], durationS: 0.3 } as const;
