/**
 * The rules every new password follows, wherever it is chosen (joining by invitation, a reset, a change):
 * NIST SP 800-63B §5.1.1.2 — at least 8 characters, not a known common password, not the person's
 * own name or e-mail address, not one character repeated. No composition rules (digits, symbols).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX = 1024;
/** How many of the most common passwords are refused (zxcvbn's ranked list, most common first). */
export const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  common: 'This password is one of the 10,000 most common passwords: choose another',
  personal: 'The password must not be just your name or your e-mail address',
  repeated: 'The password must not be one character repeated',
} as const;

export type PasswordRule = 'length' | 'common' | 'personal';

/** The rules as shown beside a new password before anything is typed. */
export const PASSWORD_RULES: ReadonlyArray<{ rule: PasswordRule; text: string }> = [
  { rule: 'length', text: `At least ${PASSWORD_MIN_LENGTH} characters` },
  { rule: 'common', text: 'Not one of the 10,000 most common passwords' },
  { rule: 'personal', text: 'Not just your name or e-mail address (words of your own are fine)' },
];

export interface PasswordPerson {
  email?: string | null;
  full_name?: string | null;
}

/** Runs of letters, lower-cased: "Tech-pass-long-2026!" → tech, pass, long. */
const lettersWords = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * The words that name the person: each word of their name and of their e-mail's local part, and each of
 * those run together ("tesstech").
 */
function personalWords(person: PasswordPerson): Set<string> {
  const name = lettersWords(person.full_name ?? '');
  const local = lettersWords((person.email ?? '').split('@')[0] ?? '');
  const words = new Set([...name, ...local].filter((w) => w.length >= 2));
  if (name.length > 1) words.add(name.join(''));
  if (local.length > 1) words.add(local.join(''));
  return words;
}

/**
 * True when the password is the person's e-mail address, or is made only of words of their name or
 * e-mail (with any digits and punctuation around them): "Tess.Tech", "tesstech2026", "Tess2026!".
 * A password that merely contains such a word among its own is fine: "Tech-pass-long-2026!" for
 * "Tech Person" has "pass" and "long" too — whole words, not any letters of them.
 */
export function isPersonalPassword(password: string, person: PasswordPerson): boolean {
  const email = (person.email ?? '').trim().toLowerCase();
  if (email && password.trim().toLowerCase() === email) return true;
  const words = lettersWords(password);
  if (words.length === 0) return false;
  const personal = personalWords(person);
  return words.every((word) => personal.has(word));
}

/**
 * Each rule of PASSWORD_RULES checked against a password, for the ticks beside the field: null while
 * nothing is typed (or, for the common list, until it has loaded).
 */
export function passwordRuleChecks(
  password: string,
  person: PasswordPerson,
  isCommon: ((password: string) => boolean) | null,
): Record<PasswordRule, boolean | null> {
  if (password.length === 0) return { length: null, common: null, personal: null };
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    common: isCommon ? !isCommon(password.toLowerCase()) : null,
    personal: !isPersonalPassword(password, person),
  };
}

/**
 * Why a new password is refused, or null when it is acceptable. `isCommon` answers from the list of the
 * COMMON_PASSWORD_COUNT most common passwords (the server holds it; the web loads it lazily).
 */
export function passwordProblem(
  password: string,
  person: PasswordPerson,
  isCommon: (password: string) => boolean,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort;
  if (new Set(password).size === 1) return PASSWORD_POLICY_MESSAGES.repeated;
  if (isPersonalPassword(password, person)) return PASSWORD_POLICY_MESSAGES.personal;
  if (isCommon(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}
