import { describe, expect, it } from 'vitest';
import {
  isPersonalPassword,
  PASSWORD_POLICY_MESSAGES,
  passwordProblem,
  passwordRuleChecks,
} from './password-policy';

const common = new Set(['password', 'qwerty123', 'secret12']);
const isCommon = (p: string) => common.has(p);
const tess = { email: 'tess.tech@plant.test', full_name: 'Tess Tech' };
const tech = { email: 'tech@plantwise.test', full_name: 'Tech Person' };

describe('passwordProblem (NIST SP 800-63B §5.1.1.2)', () => {
  it('needs at least 8 characters', () => {
    expect(passwordProblem('blue-42', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.tooShort);
    expect(passwordProblem('blue-422', tess, isCommon)).toBeNull();
  });

  it('refuses a common password whatever its case', () => {
    expect(passwordProblem('Password', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect(passwordProblem('SECRET12', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.common);
  });

  it("refuses the person's e-mail, or a password made only of their name's or e-mail's words", () => {
    expect(passwordProblem('tess.tech@plant.test', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
    expect(passwordProblem('Tess.Tech', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
    expect(passwordProblem('tesstech2026', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
    expect(passwordProblem('Tess2026!!', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.personal);
  });

  it('accepts a password that has one of those words among words of its own', () => {
    // A technician named "Tech …" with tech@…: "tech" is only part of it.
    expect(passwordProblem('Tech-pass-long-2026!', tech, isCommon)).toBeNull();
    expect(passwordProblem('tess-blue-conveyor', tess, isCommon)).toBeNull();
  });

  it('refuses one character repeated', () => {
    expect(passwordProblem('aaaaaaaa', tess, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.repeated);
  });

  it('accepts an ordinary passphrase, with or without a person', () => {
    expect(passwordProblem('blue-conveyor-42', tess, isCommon)).toBeNull();
    expect(passwordProblem('blue-conveyor-42', {}, isCommon)).toBeNull();
  });
});

describe('the rules shown while typing', () => {
  it('ticks each rule separately, and leaves the common list unknown until it has loaded', () => {
    expect(passwordRuleChecks('', tess, isCommon)).toEqual({ length: null, common: null, personal: null });
    expect(passwordRuleChecks('blue', tess, null)).toEqual({ length: false, common: null, personal: true });
    expect(passwordRuleChecks('Tess.Tech', tess, isCommon)).toEqual({
      length: true,
      common: true,
      personal: false,
    });
    expect(passwordRuleChecks('password', tess, isCommon).common).toBe(false);
  });

  it('treats digits-only passwords as not personal', () => {
    expect(isPersonalPassword('20262026', tess)).toBe(false);
  });
});
