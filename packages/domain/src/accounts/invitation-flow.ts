/** How a person arrived: with the 6-digit code, or with the link from the invitation e-mail. */
export type InvitationStart = 'code' | 'link';

/** The steps of joining, the same whichever way it starts; the last one says how it ends. */
export function invitationSteps(signsIn: boolean): readonly [string, string, string] {
  return ['Invitation', 'Your password', signsIn ? 'Signed in' : 'Confirm your e-mail'];
}

/**
 * Whether joining ends signed in. The link was mailed to the invited address and is 128-bit and
 * single-use, so opening it proves the address (docs/decisions/sessions-and-roles.md). A 6-digit code can be guessed (slowly,
 * under its limits), so an account made with one waits for the confirmation link mailed to the invited
 * address, and that link signs the person in. The open first-administrator invitation was only ever
 * printed on the server's console, which proves enough.
 */
export function joiningSignsIn(start: InvitationStart, invitation: { email: string }): boolean {
  return start === 'link' || invitation.email === '';
}

/** The join button says what it does. */
export function joinButtonLabel(signsIn: boolean): string {
  return signsIn ? 'Create account and sign in' : 'Create account';
}

/** Redirect after a confirmed e-mail: 2 s, or 1 s when a session already existed (spec §9). */
export function emailConfirmedRedirectMs(hadSession: boolean): number {
  return hadSession ? 1_000 : 2_000;
}
