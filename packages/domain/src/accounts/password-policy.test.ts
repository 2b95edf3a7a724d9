import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGES, passwordProblem } from './password-policy';

const common = new Set(['password', 'qwerty123', 'secret1']);
const isCommon = (p: string) => common.has(p);
const tess = { email: 'tess.tech@plant.test', full_name: 'Tess Tech' };

describe('passwordProblem', () => {
  it('refuses a common password whatever its case', () => {
    expect(passwordProblem('Password', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect(passwordProblem('SECRET1', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.common);
  });

  it("refuses the person's e-mail, its local part, or their name inside the password", () => {
    expect(passwordProblem('tess.tech@plant.test', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
    expect(passwordProblem('Tess.Tech', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
    expect(passwordProblem('tesstech2026', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
  });

  it('refuses one character repeated', () => {
    expect(passwordProblem('aaaaaaaa', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.repeated);
  });

  it('accepts an ordinary passphrase', () => {
    expect(passwordProblem('blue-conveyor-42', tess, isCommon)).toBeNull();
    expect(passwordProblem('blue-conveyor-42', {}, isCommon)).toBeNull();
  });
});
