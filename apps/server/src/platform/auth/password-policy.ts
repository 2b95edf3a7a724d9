import { COMMON_PASSWORD_COUNT, ERRORS, type PasswordPerson, passwordProblem } from '@plantwise/domain';
import { fieldError } from '../errors';

let loaded: Set<string> | null = null;

/**
 * The 10,000 most common passwords (zxcvbn's ranked list, most common first), loaded on first use: the
 * package unpacks every list it holds when imported (tens of milliseconds and megabytes at each start,
 * for what only a new account's password needs).
 */
async function commonPasswords(): Promise<Set<string>> {
  if (!loaded) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    loaded = new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT));
  }
  return loaded;
}

/**
 * 400 on the password's field (`field`, 'password' by default) when the domain's policy refuses a new
 * password; the forms show why beside it.
 */
export async function assertAcceptablePassword(
  password: string,
  person: PasswordPerson,
  field = 'password',
): Promise<void> {
  const common = await commonPasswords();
  const problem = passwordProblem(password, person, (candidate) => common.has(candidate));
  if (problem) throw fieldError(ERRORS.validationFailed, field, { message: problem });
}
