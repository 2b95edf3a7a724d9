import { INVITATION_CODE_LENGTH, isInvitationCode } from './invitation-rules';

/** Password minimums of spec §9: 6 on the code flow, 8 on the link flow. */
export const SIGN_UP_PASSWORD_MIN = 6;
export const ACCEPT_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const ACCOUNT_FORM_MESSAGES = {
  codeFormat: 'Invalid invitation code format',
  fullNameRequired: 'Full name is required',
  signUpPasswordTooShort: `Password must be at least ${SIGN_UP_PASSWORD_MIN} characters`,
  acceptPasswordTooShort: `Password must be at least ${ACCEPT_PASSWORD_MIN} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The passcode step's check (spec §5): exactly 6 digits. */
export function validateInvitationCode(code: string): string | null {
  return code.length === INVITATION_CODE_LENGTH && isInvitationCode(code)
    ? null
    : ACCOUNT_FORM_MESSAGES.codeFormat;
}

/** The code flow's password step (spec §5): full name, at least 6 characters, matching confirmation. */
export function validateSignUpForm(form: {
  full_name: string;
  password: string;
  confirm_password: string;
}): FormErrors<'full_name' | 'password' | 'confirm_password'> {
  const errors: FormErrors<'full_name' | 'password' | 'confirm_password'> = {};
  if (!form.full_name.trim()) errors.full_name = ACCOUNT_FORM_MESSAGES.fullNameRequired;
  if (form.password.length < SIGN_UP_PASSWORD_MIN)
    errors.password = ACCOUNT_FORM_MESSAGES.signUpPasswordTooShort;
  if (form.confirm_password !== form.password)
    errors.confirm_password = ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** The link flow's password form (spec §5): at least 8 characters and a matching confirmation. */
export function validateAcceptForm(form: {
  password: string;
  confirm_password: string;
}): FormErrors<'password' | 'confirm_password'> {
  const errors: FormErrors<'password' | 'confirm_password'> = {};
  if (form.password.length < ACCEPT_PASSWORD_MIN)
    errors.password = ACCOUNT_FORM_MESSAGES.acceptPasswordTooShort;
  if (form.confirm_password !== form.password)
    errors.confirm_password = ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** The link flow's submit is disabled until both fields are filled and equal (spec §5). */
export function canSubmitAcceptForm(form: { password: string; confirm_password: string }): boolean {
  return form.password.length > 0 && form.password === form.confirm_password;
}
