import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import { PASSWORD_RESET_MESSAGES } from '../accounts/account-security.schema';
import { API_TOKEN_MESSAGES } from '../api-tokens/api-token.schema';
import { TECHNICIAN_EDIT_REFUSED_MESSAGE } from '../assets/asset-rules';
import { SSO_MESSAGES } from '../auth/single-sign-on-messages';
import { BREAKDOWN_MESSAGES } from '../breakdowns/messages';
import { GLASS_MESSAGES } from '../compliance/glass-register';
import { HYGIENE_RELEASE_MESSAGES } from '../compliance/hygiene-release';
import { MAINTENANCE_ERRORS } from '../maintenance/messages';
import { TEST_NOTIFICATION_FAILED } from '../notifications/notification.schema';
import { PUBLIC_REPORT_MESSAGES } from '../public-report/rules';
import { SIGNATURE_ROLE_REFUSALS } from '../records/records';
import { WEBHOOK_ADDRESS_MESSAGES } from '../webhooks/delivery-rules';
import { WEBHOOK_MESSAGES } from '../webhooks/webhook.schema';
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

const entry = (status: ErrorStatus, code: string, message: string): ErrorEntry => ({ code, status, message });

/**
 * Every error code the server answers with, its status and its text (the spec's where it has one), spelled
 * once so that a code always means the same status and a client can rely on it. Where a domain rule refuses
 * with a more precise text, the server sends that text under the entry's code and status.
 */
export const ERRORS = {
  // Generic refusals.
  validationFailed: entry(400, 'validation_failed', 'Invalid request'),
  badRequest: entry(400, 'bad_request', 'Bad request'),
  unauthorized: entry(401, 'unauthorized', 'You must be signed in'),
  forbidden: entry(403, 'forbidden', 'You do not have permission to do this'),
  notFound: entry(404, 'not_found', 'Not found'),
  routeNotFound: entry(404, 'not_found', 'No route {method} {url}'),
  rateLimited: entry(429, 'rate_limited', 'Too many requests: wait a moment and try again'),
  internal: entry(500, 'internal_error', 'Something went wrong on our side. Quote request id {request_id}.'),

  // Refusals before any route runs (the framework's and Node's HTTP parser's).
  badUrl: entry(400, 'bad_url', 'The address is not valid'),
  uriTooLong: entry(414, 'uri_too_long', 'The address is too long'),
  notRoutable: entry(400, 'bad_request', 'The request could not be routed'),
  invalidJson: entry(400, 'invalid_json', 'The request body is not valid JSON'),
  emptyJson: entry(400, 'invalid_json', 'The request body is empty but says it is JSON'),
  unsupportedMediaType: entry(
    415,
    'unsupported_media_type',
    'Send JSON (or a file upload where one is expected)',
  ),
  payloadTooLarge: entry(413, 'payload_too_large', 'The request body is too large'),
  badContentLength: entry(400, 'bad_request', 'The request body length is wrong'),
  headersTooLarge: entry(431, 'headers_too_large', 'The request headers are too large (16 KB at most)'),
  requestTimeout: entry(408, 'request_timeout', 'The request took too long to arrive'),
  notHttp: entry(400, 'bad_request', 'The request is not valid HTTP'),
  invalidText: entry(
    400,
    'invalid_text',
    '{field}: contains a character that cannot be stored (NUL or a broken surrogate)',
  ),
  upgradeRequired: entry(
    426,
    'upgrade_required',
    'This address is a websocket: connect with Upgrade: websocket',
  ),

  // Assets (spec §5: the one text for an unknown or archived asset, whichever route names it).
  assetNotFound: entry(404, 'asset_not_found', 'Asset with ID "{id}" not found in database'),
  assetArchived: entry(409, 'asset_archived', 'Asset "{asset_id}" is archived and cannot be changed'),
  assetAlreadyArchived: entry(409, 'asset_archived', 'Asset "{asset_id}" is already archived'),
  assetIdTaken: entry(409, 'asset_id_taken', 'Asset ID "{id}" already exists'),
  assetImportRace: entry(
    409,
    'asset_id_taken',
    'Another change added one of these asset IDs while the file was importing; nothing was imported. Try again.',
  ),
  assetFieldsForbidden: entry(403, 'asset_fields_forbidden', TECHNICIAN_EDIT_REFUSED_MESSAGE),
  imageNotFound: entry(404, 'not_found', 'Image not found'),
  imageBodyRequired: entry(
    400,
    'validation_failed',
    'Send the image file itself as the request body, with Content-Type image/jpeg, image/png or image/webp',
  ),

  assetParentCycle: entry(
    422,
    'asset_parent_cycle',
    'An asset cannot be part of itself or of an asset that is part of it',
  ),

  // Locations (docs/decisions/locations.md).
  locationNotFound: entry(404, 'location_not_found', 'Location {id} was not found'),
  locationCycle: entry(
    422,
    'location_cycle',
    'A location cannot be moved inside itself or inside a location below it',
  ),
  locationKind: entry(422, 'location_kind', '{reason}'),
  locationInUse: entry(409, 'location_in_use', '{reason}: move them elsewhere before deleting it'),
  locationNameTaken: entry(409, 'location_name_taken', 'There is already a location named "{name}" here'),
  locationCodeTaken: entry(409, 'location_code_taken', 'There is already a location with code "{code}" here'),
  // Site access (docs/decisions/site-access.md).
  sitesNotSites: entry(422, 'sites_not_sites', 'Choose sites only: {reason}'),
  sitesUnknown: entry(
    422,
    'sites_unknown',
    'A chosen site no longer exists: reload the list of sites and choose again',
  ),
  siteNeedsEverySite: entry(
    403,
    'site_needs_every_site',
    'Only people who can see every site can add a site; ask an admin',
  ),
  assetNeedsSite: entry(
    422,
    'asset_needs_site',
    'Choose a location at one of your sites: you can keep assets only at your sites',
  ),
  siteHasPeople: entry(409, 'site_has_people', '{reason}: change their sites before deleting it'),

  // Meters and their readings (docs/decisions/meters.md).
  meterNotFound: entry(404, 'meter_not_found', 'Meter {id} was not found'),
  meterNameTaken: entry(409, 'meter_name_taken', 'This asset already has a meter named "{name}"'),
  readingInFuture: entry(400, 'reading_in_future', 'A reading cannot be dated more than 5 minutes ahead'),
  readingBelowLast: entry(
    422,
    'reading_below_last',
    'The reading before this one was {last}: a counting meter only goes up, so mark the reading as a reset if the meter was replaced or rolled over',
  ),
  readingAboveNext: entry(
    422,
    'reading_above_next',
    'A later reading is {next}: a counting meter only goes up, so this reading cannot be higher than it',
  ),
  meterKindLocked: entry(
    409,
    'meter_kind_locked',
    'The kind of meter cannot change once it has readings ({count} so far)',
  ),

  // Work orders (spec §7, §8).
  workOrderNotFound: entry(404, 'work_order_not_found', WORK_ORDER_MESSAGES.notFound),
  certificateNotFound: entry(404, 'certificate_not_found', WORK_ORDER_MESSAGES.certificateMissing),
  workOrderReadOnly: entry(409, 'record_read_only', WORK_ORDER_MESSAGES.completedReadOnly),
  invalidStatus: entry(409, 'invalid_status', 'This cannot be done in the current status'),
  workOrderNotYours: entry(403, 'not_assignee', WORK_ORDER_MESSAGES.notYours),
  workOrderAssigneeNotFound: entry(400, 'validation_failed', WORK_ORDER_MESSAGES.assigneeNotFound),
  workOrderReferenced: entry(409, 'work_order_referenced', WORK_ORDER_MESSAGES.raisedByPmRecord),
  workOrderCompletionRefused: entry(422, 'completion_refused', WORK_ORDER_MESSAGES.completionFailed),
  // The message is the domain's checkToolCount message: what is not back, and what to do.
  toolCountMismatch: entry(422, 'tool_count_mismatch', 'The tool count does not match'),

  // Breakdowns (spec §8).
  breakdownNotFound: entry(404, 'breakdown_not_found', BREAKDOWN_MESSAGES.notFound),
  breakdownReadOnly: entry(409, 'brc_record_read_only', BREAKDOWN_MESSAGES.completedReadOnly),
  breakdownNotYours: entry(
    403,
    'not_assignee',
    'This breakdown is assigned to someone else: only they or a manager can work on it, and only a manager can reassign it',
  ),
  assignSelfOnly: entry(403, 'assign_self_only', BREAKDOWN_MESSAGES.techniciansAssignSelf),
  assigneeNotFound: entry(422, 'assignee_not_found', BREAKDOWN_MESSAGES.assigneeNotFound),
  assigneeRole: entry(422, 'assignee_role', BREAKDOWN_MESSAGES.assigneeRole),
  brcCompletionRequired: entry(422, 'brc_completion_required', BREAKDOWN_MESSAGES.completeThroughDialog),
  statusThroughActions: entry(422, 'status_through_actions', BREAKDOWN_MESSAGES.statusThroughActions),
  invalidStage: entry(422, 'invalid_stage', BREAKDOWN_MESSAGES.backToQuick),
  brcValidationFailed: entry(422, 'brc_validation_failed', 'BRC compliance validation failed: {list}'),

  // Maintenance tasks (spec §4).
  maintenanceTaskNotFound: entry(404, 'maintenance_task_not_found', MAINTENANCE_ERRORS.notFound),
  taskNotYours: entry(403, 'not_assignee', MAINTENANCE_ERRORS.notYours),
  taskInactive: entry(422, 'task_inactive', MAINTENANCE_ERRORS.inactive),
  taskInactiveForWorkOrder: entry(422, 'task_inactive', 'This maintenance task is not active'),
  occurrenceCompleted: entry(409, 'occurrence_completed', MAINTENANCE_ERRORS.occurrenceCompleted),
  taskAssigneeNotFound: entry(
    400,
    'validation_failed',
    'The assignee must be an active technician, manager or admin',
  ),
  taskHasCompletions: entry(
    409,
    'task_has_completions',
    'This task has completion records and cannot be deleted; deactivate it instead',
  ),
  taskHasWorkOrder: entry(
    409,
    'task_has_work_order',
    'This task already has a work order for its next occurrence',
  ),
  pmCompletionInvalid: entry(422, 'pm_completion_invalid', 'Maintenance completion refused: {list}'),

  // Stores.
  inventoryItemNotFound: entry(404, 'inventory_item_not_found', 'Inventory item {id} was not found'),
  inventoryItemArchived: entry(422, 'inventory_item_archived', '{item_name} ({item_id}) is archived'),
  itemIdTaken: entry(409, 'item_id_taken', 'An item with ID "{id}" already exists'),
  linkedAssetsNotFound: entry(400, 'validation_failed', 'Linked assets not found: {ids}'),
  partQuantity: entry(400, 'validation_failed', 'Each part used needs a quantity greater than 0'),
  insufficientStock: entry(422, 'insufficient_stock', 'Not enough stock'),

  // Budget.
  expenseNotFound: entry(404, 'not_found', 'Expense not found'),
  expenseWorkOrderNotFound: entry(400, 'validation_failed', 'No work order with this id'),

  // Accounts, sign-in and invitations.
  invalidCredentials: entry(401, 'invalid_credentials', 'Invalid login credentials'),
  accountDeactivated: entry(
    403,
    'account_deactivated',
    'This account has been deactivated. Please contact your administrator.',
  ),
  emailNotConfirmed: entry(
    403,
    'email_not_confirmed',
    'Email not confirmed. Please click the confirmation link we sent to your e-mail, then sign in.',
  ),
  sessionNotFound: entry(404, 'session_not_found', 'This session has already ended.'),

  // Single sign-on (docs/decisions/single-sign-on.md): answered as the sign-in page's `sso_error`, since
  // the browser arrives from the provider by a redirect; a deactivated account is `accountDeactivated`.
  ssoUnavailable: entry(404, 'sso_unavailable', SSO_MESSAGES.sso_unavailable),
  ssoFailed: entry(401, 'sso_failed', SSO_MESSAGES.sso_failed),
  ssoCancelled: entry(401, 'sso_cancelled', SSO_MESSAGES.sso_cancelled),
  ssoEmailUnverified: entry(403, 'sso_email_unverified', SSO_MESSAGES.sso_email_unverified),
  ssoNoAccount: entry(403, 'sso_no_account', SSO_MESSAGES.sso_no_account),

  // API tokens (docs/decisions/api-tokens.md).
  apiTokenInvalid: entry(
    401,
    'invalid_token',
    'This API token is not valid: it may have been revoked or have expired, or its owner can no longer sign in',
  ),
  apiTokenInAddress: entry(
    400,
    'token_in_url',
    'API tokens are never accepted in the address: send it in the header "Authorization: Bearer pw_…"',
  ),
  apiTokenMalformedHeader: entry(
    401,
    'invalid_token',
    'The Authorization header must be "Bearer " followed by an API token (pw_…)',
  ),
  apiTokenReadOnly: entry(
    403,
    'token_read_only',
    'This API token is read only: create a read and write token to change data',
  ),
  sessionRequired: entry(
    403,
    'session_required',
    'Sign in to Plantwise to do this: an API token cannot {action}',
  ),
  apiTokenNotFound: entry(404, 'not_found', 'API token not found'),
  apiTokenLimit: entry(
    409,
    'token_limit',
    'You already have {max} API tokens: revoke one you no longer use first',
  ),
  apiTokenExpiryInPast: entry(422, 'token_expiry_past', API_TOKEN_MESSAGES.expiryInPast),
  invalidResetLink: entry(404, 'invalid_reset_link', PASSWORD_RESET_MESSAGES.invalidLink),
  userNotFound: entry(404, 'not_found', 'User not found'),
  resetForDeactivated: entry(
    403,
    'account_deactivated',
    'Reactivate this account before sending it a password reset link.',
  ),
  cannotDeactivateSelf: entry(409, 'cannot_deactivate_self', 'You cannot deactivate your own account.'),
  lastAdmin: entry(409, 'last_admin', ACCOUNT_MESSAGES.lastAdmin),
  invitationNotFound: entry(404, 'not_found', 'Invitation not found'),
  invalidInvitation: entry(404, 'invalid_invitation', ACCOUNT_MESSAGES.invalidLink),
  invalidConfirmation: entry(404, 'invalid_confirmation', ACCOUNT_MESSAGES.invalidConfirmation),
  invitationClosed: entry(
    409,
    'invitation_closed',
    'This invitation is already {status} and cannot be {action}.',
  ),
  alreadyAUser: entry(409, 'already_registered', 'A user with this e-mail address already exists.'),
  alreadyRegistered: entry(409, 'already_registered', ACCOUNT_MESSAGES.alreadyRegistered),
  invitationPending: entry(
    409,
    'invitation_pending',
    'This e-mail address already has a pending invitation. Resend or revoke it instead.',
  ),
  invalidInvitationEmail: entry(422, 'invalid_invitation_email', ACCOUNT_MESSAGES.invalidInvitationEmail),

  // Food-safety records and signatures.
  recordNotFound: entry(404, 'record_not_found', 'Record not found'),
  wrongPassword: entry(422, 'wrong_password', 'The password is not correct: the record was not signed'),
  /** Someone who joined with single sign-on has no Plantwise password, and a signature needs one. */
  noSigningPassword: entry(
    422,
    'no_signing_password',
    'You have no Plantwise password yet: you joined with single sign-on, and a signature needs a password. Choose one with "Forgot your password?" on the sign-in page, then sign.',
  ),
  wrongPasswordBatch: entry(
    422,
    'wrong_password',
    'The password is not correct: none of the records was signed',
  ),
  signatureForbidden: entry(403, 'signature_forbidden', SIGNATURE_ROLE_REFUSALS.performed),
  signatureRefused: entry(422, 'signature_refused', 'This record cannot be signed so'),
  releaseNotAwaiting: entry(409, 'not_awaiting_release', HYGIENE_RELEASE_MESSAGES.notAwaiting),
  releaseOwnWork: entry(403, 'release_own_work', HYGIENE_RELEASE_MESSAGES.ownWork),
  releaseForbidden: entry(403, 'forbidden', HYGIENE_RELEASE_MESSAGES.role),
  releaseWrongPassword: entry(
    422,
    'wrong_password',
    'The password is not correct: the asset was not released',
  ),
  assetStatusByRelease: entry(422, 'asset_status_by_release', HYGIENE_RELEASE_MESSAGES.statusByRelease),
  glassItemNotFound: entry(404, 'glass_item_not_found', GLASS_MESSAGES.itemNotFound),
  glassItemArchived: entry(422, 'glass_item_archived', GLASS_MESSAGES.itemArchived),
  glassDuplicateCheck: entry(422, 'glass_duplicate_check', GLASS_MESSAGES.duplicateItem),
  glassIncidentNotFound: entry(404, 'glass_incident_not_found', GLASS_MESSAGES.incidentNotFound),
  glassIncidentForbidden: entry(403, 'forbidden', GLASS_MESSAGES.closeRole),
  glassIncidentClosed: entry(409, 'glass_incident_closed', GLASS_MESSAGES.alreadyClosed),
  glassCleanDownRequired: entry(422, 'clean_down_required', GLASS_MESSAGES.cleanDownRequired),
  glassWrongPassword: entry(422, 'wrong_password', GLASS_MESSAGES.wrongPassword),
  alreadySigned: entry(409, 'already_signed', 'You have already signed this record as {meaning}'),
  amendmentRefused: entry(422, 'amendment_refused', 'This record cannot be amended'),
  exportTooLarge: entry(
    400,
    'validation_failed',
    '{total} records match: narrow the filters to {max} or fewer',
  ),
  auditPackTooLarge: entry(
    400,
    'validation_failed',
    'More than {max} records match: narrow the filters (a date range) for one audit pack',
  ),

  // Notifications and files.
  notificationNotFound: entry(404, 'not_found', 'Notification not found'),
  testNotificationFailed: entry(422, 'test_notification_failed', TEST_NOTIFICATION_FAILED),
  fileNotFound: entry(404, 'not_found', 'File not found'),

  // The public fault report from an asset's label.
  reportLabelInvalid: entry(404, 'report_label_invalid', PUBLIC_REPORT_MESSAGES.invalidToken),
  reportLabelDisabled: entry(404, 'report_label_disabled', PUBLIC_REPORT_MESSAGES.disabled),
  reportStatusGone: entry(404, 'report_not_found', PUBLIC_REPORT_MESSAGES.statusGone),
  reportDuplicateGone: entry(404, 'report_not_found', PUBLIC_REPORT_MESSAGES.duplicateGone),
  duplicateReport: entry(409, 'duplicate_report', 'This machine has already been reported.'),
  formUnreadable: entry(400, 'validation_failed', 'The form could not be read'),

  // Idempotency-Key (docs/decisions/idempotency.md).
  idempotencyKeyInvalid: entry(
    400,
    'idempotency_key_invalid',
    'Idempotency-Key must be {min} to {max} visible ASCII characters (a random value such as a UUID)',
  ),
  idempotencyKeyReused: entry(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for another request: send a new key with each new request',
  ),
  idempotencyKeyInProgress: entry(
    409,
    'idempotency_key_in_progress',
    'The first request with this Idempotency-Key is still being handled: try again in a moment',
  ),

  // Webhooks (docs/decisions/webhooks.md).
  webhookNotFound: entry(404, 'not_found', 'Webhook not found'),
  webhookDeliveryNotFound: entry(404, 'not_found', 'Webhook delivery not found'),
  webhookAddressRefused: entry(422, 'webhook_address_refused', WEBHOOK_ADDRESS_MESSAGES.refused),
  webhookInactive: entry(409, 'webhook_inactive', WEBHOOK_MESSAGES.inactive),

  // Requests from elsewhere.
  crossOrigin: entry(403, 'cross_origin', 'Cross-origin request refused'),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof ERRORS;

/** The entry's text with each `{name}` filled from `params` (a name without a value stays as written). */
export function errorText(entry: ErrorEntry, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
