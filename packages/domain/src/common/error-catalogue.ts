import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import { PASSWORD_RESET_MESSAGES } from '../accounts/account-security.schema';
import { TECHNICIAN_EDIT_REFUSED_MESSAGE } from '../assets/asset-rules';
import { BREAKDOWN_MESSAGES } from '../breakdowns/messages';
import { MAINTENANCE_ERRORS } from '../maintenance/messages';
import { TEST_NOTIFICATION_FAILED } from '../notifications/notification.schema';
import { PUBLIC_REPORT_MESSAGES } from '../public-report/rules';
import { SIGNATURE_ROLE_REFUSALS } from '../records/records';
import { WORK_ORDER_MESSAGES } from '../work-orders/messages';

/** The statuses the API answers errors with (docs/architecture.md#the-api-contract). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 422 | 426 | 429 | 431 | 500;

/**
 * One refusal the API can answer: its stable code, its HTTP status and its text. A `{name}` in the text is
 * filled from the parameters the server passes (errorText).
 */
export interface ErrorEntry {
  readonly code: string;
  readonly status: ErrorStatus;
  readonly message: string;
}

/**
 * Every error code the server answers with, its status and its text (the spec's where it has one), spelled
 * once so that a code always means the same status and a client can rely on it. Where a domain rule refuses
 * with a more precise text, the server sends that text under the entry's code and status.
 */
export const ERRORS = {
  // Generic refusals.
  validationFailed: { code: 'validation_failed', status: 400, message: 'Invalid request' },
  badRequest: { code: 'bad_request', status: 400, message: 'Bad request' },
  unauthorized: { code: 'unauthorized', status: 401, message: 'You must be signed in' },
  forbidden: { code: 'forbidden', status: 403, message: 'You do not have permission to do this' },
  notFound: { code: 'not_found', status: 404, message: 'Not found' },
  routeNotFound: { code: 'not_found', status: 404, message: 'No route {method} {url}' },
  conflict: { code: 'conflict', status: 409, message: 'This conflicts with the current state' },
  businessRule: { code: 'business_rule', status: 422, message: 'This breaks a business rule' },
  rateLimited: {
    code: 'rate_limited',
    status: 429,
    message: 'Too many requests: wait a moment and try again',
  },
  internal: {
    code: 'internal_error',
    status: 500,
    message: 'Something went wrong on our side. Quote request id {request_id}.',
  },

  // Refusals before any route runs (the framework's and Node's HTTP parser's).
  badUrl: { code: 'bad_url', status: 400, message: 'The address is not valid' },
  uriTooLong: { code: 'uri_too_long', status: 414, message: 'The address is too long' },
  notRoutable: { code: 'bad_request', status: 400, message: 'The request could not be routed' },
  invalidJson: { code: 'invalid_json', status: 400, message: 'The request body is not valid JSON' },
  emptyJson: { code: 'invalid_json', status: 400, message: 'The request body is empty but says it is JSON' },
  unsupportedMediaType: {
    code: 'unsupported_media_type',
    status: 415,
    message: 'Send JSON (or a file upload where one is expected)',
  },
  payloadTooLarge: { code: 'payload_too_large', status: 413, message: 'The request body is too large' },
  badContentLength: { code: 'bad_request', status: 400, message: 'The request body length is wrong' },
  headersTooLarge: {
    code: 'headers_too_large',
    status: 431,
    message: 'The request headers are too large (16 KB at most)',
  },
  requestTimeout: { code: 'request_timeout', status: 408, message: 'The request took too long to arrive' },
  notHttp: { code: 'bad_request', status: 400, message: 'The request is not valid HTTP' },
  invalidText: {
    code: 'invalid_text',
    status: 400,
    message: '{field}: contains a character that cannot be stored (NUL or a broken surrogate)',
  },
  upgradeRequired: {
    code: 'upgrade_required',
    status: 426,
    message: 'This address is a websocket: connect with Upgrade: websocket',
  },

  // Assets (spec §5: the one text for an unknown or archived asset, whichever route names it).
  assetNotFound: {
    code: 'asset_not_found',
    status: 404,
    message: 'Asset with ID "{id}" not found in database',
  },
  assetArchived: {
    code: 'asset_archived',
    status: 409,
    message: 'Asset "{asset_id}" is archived and cannot be changed',
  },
  assetAlreadyArchived: {
    code: 'asset_archived',
    status: 409,
    message: 'Asset "{asset_id}" is already archived',
  },
  assetIdTaken: { code: 'asset_id_taken', status: 409, message: 'Asset ID "{id}" already exists' },
  assetImportRace: {
    code: 'asset_id_taken',
    status: 409,
    message:
      'Another change added one of these asset IDs while the file was importing; nothing was imported. Try again.',
  },
  assetFieldsForbidden: {
    code: 'asset_fields_forbidden',
    status: 403,
    message: TECHNICIAN_EDIT_REFUSED_MESSAGE,
  },
  imageNotFound: { code: 'not_found', status: 404, message: 'Image not found' },
  imageBodyRequired: {
    code: 'validation_failed',
    status: 400,
    message:
      'Send the image file itself as the request body, with Content-Type image/jpeg, image/png or image/webp',
  },

  // Work orders (spec §7, §8).
  workOrderNotFound: { code: 'work_order_not_found', status: 404, message: WORK_ORDER_MESSAGES.notFound },
  certificateNotFound: {
    code: 'certificate_not_found',
    status: 404,
    message: WORK_ORDER_MESSAGES.certificateMissing,
  },
  workOrderReadOnly: {
    code: 'record_read_only',
    status: 409,
    message: WORK_ORDER_MESSAGES.completedReadOnly,
  },
  invalidStatus: {
    code: 'invalid_status',
    status: 409,
    message: 'This cannot be done in the current status',
  },
  workOrderNotYours: { code: 'not_assignee', status: 403, message: WORK_ORDER_MESSAGES.notYours },
  workOrderAssigneeNotFound: {
    code: 'validation_failed',
    status: 400,
    message: WORK_ORDER_MESSAGES.assigneeNotFound,
  },
  workOrderReferenced: {
    code: 'work_order_referenced',
    status: 409,
    message: WORK_ORDER_MESSAGES.raisedByPmRecord,
  },
  workOrderCompletionRefused: {
    code: 'completion_refused',
    status: 422,
    message: WORK_ORDER_MESSAGES.completionFailed,
  },

  // Breakdowns (spec §8).
  breakdownNotFound: { code: 'breakdown_not_found', status: 404, message: BREAKDOWN_MESSAGES.notFound },
  breakdownReadOnly: {
    code: 'brc_record_read_only',
    status: 409,
    message: BREAKDOWN_MESSAGES.completedReadOnly,
  },
  breakdownNotYours: {
    code: 'not_assignee',
    status: 403,
    message:
      'This breakdown is assigned to someone else: only they or a manager can work on it, and only a manager can reassign it',
  },
  assignSelfOnly: {
    code: 'assign_self_only',
    status: 403,
    message: BREAKDOWN_MESSAGES.techniciansAssignSelf,
  },
  assigneeNotFound: { code: 'assignee_not_found', status: 422, message: BREAKDOWN_MESSAGES.assigneeNotFound },
  assigneeRole: { code: 'assignee_role', status: 422, message: BREAKDOWN_MESSAGES.assigneeRole },
  brcCompletionRequired: {
    code: 'brc_completion_required',
    status: 422,
    message: BREAKDOWN_MESSAGES.completeThroughDialog,
  },
  statusThroughActions: {
    code: 'status_through_actions',
    status: 422,
    message: BREAKDOWN_MESSAGES.statusThroughActions,
  },
  invalidStage: { code: 'invalid_stage', status: 422, message: BREAKDOWN_MESSAGES.backToQuick },
  brcValidationFailed: {
    code: 'brc_validation_failed',
    status: 422,
    message: 'BRC compliance validation failed: {list}',
  },

  // Maintenance tasks (spec §4).
  maintenanceTaskNotFound: {
    code: 'maintenance_task_not_found',
    status: 404,
    message: MAINTENANCE_ERRORS.notFound,
  },
  taskNotYours: { code: 'not_assignee', status: 403, message: MAINTENANCE_ERRORS.notYours },
  taskInactive: { code: 'task_inactive', status: 422, message: MAINTENANCE_ERRORS.inactive },
  taskInactiveForWorkOrder: {
    code: 'task_inactive',
    status: 422,
    message: 'This maintenance task is not active',
  },
  occurrenceCompleted: {
    code: 'occurrence_completed',
    status: 409,
    message: MAINTENANCE_ERRORS.occurrenceCompleted,
  },
  taskAssigneeNotFound: {
    code: 'validation_failed',
    status: 400,
    message: 'The assignee must be an active technician, manager or admin',
  },
  taskHasCompletions: {
    code: 'task_has_completions',
    status: 409,
    message: 'This task has completion records and cannot be deleted; deactivate it instead',
  },
  taskHasWorkOrder: {
    code: 'task_has_work_order',
    status: 409,
    message: 'This task already has a work order for its next occurrence',
  },
  pmCompletionInvalid: {
    code: 'pm_completion_invalid',
    status: 422,
    message: 'Maintenance completion refused: {list}',
  },

  // Stores.
  inventoryItemNotFound: {
    code: 'inventory_item_not_found',
    status: 404,
    message: 'Inventory item {id} was not found',
  },
  inventoryItemArchived: {
    code: 'inventory_item_archived',
    status: 422,
    message: '{item_name} ({item_id}) is archived',
  },
  itemIdTaken: { code: 'item_id_taken', status: 409, message: 'An item with ID "{id}" already exists' },
  linkedAssetsNotFound: { code: 'validation_failed', status: 400, message: 'Linked assets not found: {ids}' },
  partQuantity: {
    code: 'validation_failed',
    status: 400,
    message: 'Each part used needs a quantity greater than 0',
  },
  insufficientStock: { code: 'insufficient_stock', status: 422, message: 'Not enough stock' },

  // Budget.
  expenseNotFound: { code: 'not_found', status: 404, message: 'Expense not found' },
  expenseWorkOrderNotFound: { code: 'validation_failed', status: 400, message: 'No work order with this id' },

  // Accounts, sign-in and invitations.
  invalidCredentials: { code: 'invalid_credentials', status: 401, message: 'Invalid login credentials' },
  accountDeactivated: {
    code: 'account_deactivated',
    status: 403,
    message: 'This account has been deactivated. Please contact your administrator.',
  },
  emailNotConfirmed: {
    code: 'email_not_confirmed',
    status: 403,
    message: 'Email not confirmed. Please click the confirmation link we sent to your e-mail, then sign in.',
  },
  sessionNotFound: { code: 'session_not_found', status: 404, message: 'This session has already ended.' },
  invalidResetLink: { code: 'invalid_reset_link', status: 404, message: PASSWORD_RESET_MESSAGES.invalidLink },
  userNotFound: { code: 'not_found', status: 404, message: 'User not found' },
  resetForDeactivated: {
    code: 'account_deactivated',
    status: 403,
    message: 'Reactivate this account before sending it a password reset link.',
  },
  cannotDeactivateSelf: {
    code: 'cannot_deactivate_self',
    status: 409,
    message: 'You cannot deactivate your own account.',
  },
  lastAdmin: { code: 'last_admin', status: 409, message: ACCOUNT_MESSAGES.lastAdmin },
  invitationNotFound: { code: 'not_found', status: 404, message: 'Invitation not found' },
  invalidInvitation: { code: 'invalid_invitation', status: 404, message: ACCOUNT_MESSAGES.invalidLink },
  invalidConfirmation: {
    code: 'invalid_confirmation',
    status: 404,
    message: ACCOUNT_MESSAGES.invalidConfirmation,
  },
  invitationClosed: {
    code: 'invitation_closed',
    status: 409,
    message: 'This invitation is already {status} and cannot be {action}.',
  },
  alreadyAUser: {
    code: 'already_registered',
    status: 409,
    message: 'A user with this e-mail address already exists.',
  },
  alreadyRegistered: { code: 'already_registered', status: 409, message: ACCOUNT_MESSAGES.alreadyRegistered },
  invitationPending: {
    code: 'invitation_pending',
    status: 409,
    message: 'This e-mail address already has a pending invitation. Resend or revoke it instead.',
  },
  invalidInvitationEmail: {
    code: 'invalid_invitation_email',
    status: 422,
    message: ACCOUNT_MESSAGES.invalidInvitationEmail,
  },

  // Food-safety records and signatures.
  recordNotFound: { code: 'record_not_found', status: 404, message: 'Record not found' },
  wrongPassword: {
    code: 'wrong_password',
    status: 422,
    message: 'The password is not correct: the record was not signed',
  },
  wrongPasswordBatch: {
    code: 'wrong_password',
    status: 422,
    message: 'The password is not correct: none of the records was signed',
  },
  signatureForbidden: {
    code: 'signature_forbidden',
    status: 403,
    message: SIGNATURE_ROLE_REFUSALS.performed,
  },
  signatureRefused: { code: 'signature_refused', status: 422, message: 'This record cannot be signed so' },
  alreadySigned: {
    code: 'already_signed',
    status: 409,
    message: 'You have already signed this record as {meaning}',
  },
  amendmentRefused: { code: 'amendment_refused', status: 422, message: 'This record cannot be amended' },
  exportTooLarge: {
    code: 'validation_failed',
    status: 400,
    message: '{total} records match: narrow the filters to {max} or fewer',
  },
  auditPackTooLarge: {
    code: 'validation_failed',
    status: 400,
    message: 'More than {max} records match: narrow the filters (a date range) for one audit pack',
  },

  // Notifications and files.
  notificationNotFound: { code: 'not_found', status: 404, message: 'Notification not found' },
  testNotificationFailed: {
    code: 'test_notification_failed',
    status: 422,
    message: TEST_NOTIFICATION_FAILED,
  },
  fileNotFound: { code: 'not_found', status: 404, message: 'File not found' },

  // The public fault report from an asset's label.
  reportLabelInvalid: {
    code: 'report_label_invalid',
    status: 404,
    message: PUBLIC_REPORT_MESSAGES.invalidToken,
  },
  reportLabelDisabled: {
    code: 'report_label_disabled',
    status: 404,
    message: PUBLIC_REPORT_MESSAGES.disabled,
  },
  reportStatusGone: { code: 'report_not_found', status: 404, message: PUBLIC_REPORT_MESSAGES.statusGone },
  reportDuplicateGone: {
    code: 'report_not_found',
    status: 404,
    message: PUBLIC_REPORT_MESSAGES.duplicateGone,
  },
  duplicateReport: {
    code: 'duplicate_report',
    status: 409,
    message: 'This machine has already been reported.',
  },
  formUnreadable: { code: 'validation_failed', status: 400, message: 'The form could not be read' },

  // Requests from elsewhere.
  crossOrigin: { code: 'cross_origin', status: 403, message: 'Cross-origin request refused' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof ERRORS;

/** The entry's text with each `{name}` filled from `params` (a name without a value stays as written). */
export function errorText(entry: ErrorEntry, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
