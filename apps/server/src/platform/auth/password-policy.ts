import { passwordProblem } from '@plantwise/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../errors';

const COMMON_COUNT = 10_000;
let common: Set<string> | null = null;

/** The 10,000 most common passwords (zxcvbn's ranked list, most common first), loaded on first use. */
function isCommon(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_COUNT));
  return common.has(password);
}

/** 400 on the password field when the domain's policy refuses a new password (the forms show why). */
export function assertAcceptablePassword(
  password: string,
  person: { email?: string | null; full_name?: string | null },
): void {
  const problem = passwordProblem(password, person, isCommon);
  if (problem) throw new ValidationError(problem, [{ path: 'password', message: problem }]);
}
