/** The account texts of spec §2 and §8, spelled once for the server's errors and the screens. */
export const ACCOUNT_MESSAGES = {
  invalidCode: 'Invalid or expired invitation code',
  autoVerifyTimeout: 'Verification timed out. Please try again.',
  verifyUnexpected: 'An error occurred while verifying your invitation',
  invalidLink: 'Invalid or expired invitation link. Please contact your administrator for a new invitation.',
  missingLink: 'Invalid invitation link',
  acceptFailed: 'Failed to create account. Please try again.',
  noInvitation: 'No valid invitation found',
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  invalidInvitationEmail: 'Invalid email address in invitation',
  tooManyEmails: 'Too many email attempts. Please wait a few minutes and try again.',
  noUserReturned: 'Failed to create user account',
  accountCreated: 'Account created successfully. Please check your email to confirm your account.',
  invalidConfirmation: 'Invalid or expired confirmation link',
  confirmationUnexpected: 'An unexpected error occurred',
  confirmationFailedHint: 'The confirmation link may have expired or is invalid.',
  lastAdmin: 'You cannot demote or deactivate the last active administrator.',
} as const;
