import { INVITATION_CODE_LENGTH, isInvitationCode } from './invitation-rules';
import { PASSWORD_POLICY_MESSAGES } from './password-policy';

export const ACCOUNT_FORM_MESSAGES = {
  codeFormat: 'Invalid invitation code format',
  fullNameRequired: 'Full name is required',
  passwordTooShort: PASSWORD_POLICY_MESSAGES.tooShort,
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Enter your current password',
} as const;

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The passcode step's check (spec §5): exactly 6 digits. */
export function validateInvitationCode(code: string): string | null {
  return code.length === INVITATION_CODE_LENGTH && isInvitationCode(code)
    ? null
    : ACCOUNT_FORM_MESSAGES.codeFormat;
}

/** A new password and its confirmation: the confirmation must match (spec §5 'Passwords do not match'). */
export function confirmationProblem(password: string, confirmation: string): string | null {
  return confirmation === password ? null : ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch;
}
