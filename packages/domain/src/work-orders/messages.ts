/** The work-order texts of the spec (§7, §8) and of our server's refusals, in one place. */
export const WORK_ORDER_MESSAGES = {
  notAuthenticated: 'You must be signed in to manage work orders',
  notFound: 'Work order not found',
  created: 'Work Order Created',
  updated: 'Work Order Updated',
  deleted: 'Work Order Deleted',
  started: 'Work Order Started',
  completed: 'Work Order Completed',
  errorFetching: 'Error fetching work orders',
  errorCreating: 'Error creating work order',
  errorUpdating: 'Error updating work order',
  errorDeleting: 'Error deleting work order',
  completedReadOnly: 'Completed work orders are food-safety records and cannot be changed',
  completedNotDeletable:
    'Food-safety records are retained: a completed work order cannot be deleted. Record a correction as a new entry instead.',
  alreadyStarted: 'This work order has already been started',
  notStarted: 'Start the work order before completing it',
  notYours: 'This work order is assigned to someone else',
  assigneeNotFound: 'The assignee was not found or cannot do maintenance work',
  completionFailed: 'Work order completion refused: ',
  completionNotes: 'Completion notes are required',
  completedBy: 'Completed by field is required',
  certificateMissing: 'This work order has no completion certificate yet',
  cancelled: 'Work Order Cancelled',
  cancelledReadOnly: 'This work order was cancelled and cannot be changed',
  cancelledNotDeletable: 'A cancelled work order stays in the history: it cannot be deleted',
  cancelReason: 'Say why the work order is cancelled (at least 3 characters)',
  /** Why a work order that something points at cannot be deleted (it can be cancelled with a reason). */
  raisedByPmRecord:
    'This work order was raised by a failed checklist step of a completed maintenance task and belongs to its record: cancel it with a reason instead.',
  permanentFixOfBreakdown:
    'This work order is the follow-up of a completed breakdown repair (a temporary fix needs its permanent one): cancel it with a reason instead.',
  followUpOfWorkOrder:
    'This work order is the follow-up of a completed work order and belongs to its record: cancel it with a reason instead.',
} as const;
