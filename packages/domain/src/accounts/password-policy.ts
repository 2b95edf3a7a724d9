export const PASSWORD_POLICY_MESSAGES = {
  common: 'This password is one of the 10,000 most common passwords: choose another',
  personal: 'The password must not be your e-mail address or your name',
  repeated: 'The password must not be one character repeated',
} as const;

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Why a new password is refused, beyond the spec's minimum lengths (NIST SP 800-63B
 * §5.1.1.2): one of the most common passwords, the person's own e-mail or name, or one character
 * repeated. `isCommon` answers from the bundled list (the server holds it); null means acceptable.
 */
export function passwordProblem(
  password: string,
  person: { email?: string | null; full_name?: string | null },
  isCommon: (password: string) => boolean,
): string | null {
  if (password.length > 0 && new Set(password).size === 1) return PASSWORD_POLICY_MESSAGES.repeated;
  const candidate = squash(password);
  const email = squash(person.email ?? '');
  const localPart = email.split('@')[0] ?? '';
  const name = squash(person.full_name ?? '');
  if (
    (email && (candidate === email || candidate === localPart)) ||
    (localPart.length >= 4 && candidate.includes(localPart)) ||
    (name.length >= 4 && candidate.includes(name))
  ) {
    return PASSWORD_POLICY_MESSAGES.personal;
  }
  if (isCommon(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}
