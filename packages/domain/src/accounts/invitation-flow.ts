/** Steps of the invitation code flow (spec §2). */
export type InvitationStep = 'passcode' | 'password' | 'complete';

/**
 * Setup Progress of the code flow (spec §4): passcode 0, 20 while verifying, password 40, 60 while
 * the account is created, 100 when complete. Failures go back to 0 and stay in the step.
 */
export const INVITATION_PROGRESS = {
  passcode: 0,
  verifying: 20,
  password: 40,
  creating: 60,
  complete: 100,
} as const;

/** Redirect to sign-in after an account was created from a link (spec §9: 3 s). */
export const ACCOUNT_CREATED_REDIRECT_MS = 3_000;
/** Redirect after a confirmed e-mail: 2 s, or 1 s when a session already existed (spec §9). */
export function emailConfirmedRedirectMs(hadSession: boolean): number {
  return hadSession ? 1_000 : 2_000;
}
