import { passwordProblem } from '@plantwise/domain';
import { ValidationError } from '../errors';

const COMMON_COUNT = 10_000;
let loaded: Set<string> | null = null;

/**
 * The 10,000 most common passwords (zxcvbn's ranked list, most common first), loaded on first use: the
 * package unpacks every list it holds when imported (tens of milliseconds and megabytes at each start,
 * for what only a new account's password needs).
 */
async function commonPasswords(): Promise<Set<string>> {
  if (!loaded) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    loaded = new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_COUNT));
  }
  return loaded;
}

/** 400 on the password field when the domain's policy refuses a new password (the forms show why). */
export async function assertAcceptablePassword(
  password: string,
  person: { email?: string | null; full_name?: string | null },
): Promise<void> {
  const common = await commonPasswords();
  const problem = passwordProblem(password, person, (candidate) => common.has(candidate));
  if (problem) throw new ValidationError(problem, [{ path: 'password', message: problem }]);
}
