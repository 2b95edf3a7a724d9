import { describe, expect, it } from 'vitest';
import { ERRORS } from '../common/error-catalogue';
import { decideSingleSignOn, SSO_MESSAGES, ssoErrorMessage, ssoErrorPath } from './single-sign-on';

const nobody = () => ({ account: null, hasInvitation: false });

describe('decideSingleSignOn', () => {
  it('signs in the active account of a verified address, whatever its case', () => {
    const seen: string[] = [];
    const decision = decideSingleSignOn({ email: ' Ada@Plant.TEST ', emailVerified: true }, (email) => {
      seen.push(email);
      return { account: { active: true }, hasInvitation: true };
    });
    expect(decision).toEqual({ outcome: 'sign-in', email: 'ada@plant.test' });
    expect(seen).toEqual(['ada@plant.test']);
  });

  it('accepts the pending invitation of a verified address that has no account', () => {
    expect(
      decideSingleSignOn({ email: 'new@plant.test', emailVerified: true }, () => ({
        account: null,
        hasInvitation: true,
      })),
    ).toEqual({ outcome: 'accept-invitation', email: 'new@plant.test' });
  });

  it('refuses a deactivated account even when an invitation is pending', () => {
    expect(
      decideSingleSignOn({ email: 'old@plant.test', emailVerified: true }, () => ({
        account: { active: false },
        hasInvitation: true,
      })),
    ).toEqual({ outcome: 'refused', code: 'account_deactivated' });
  });

  it('refuses an address nobody knows or invited', () => {
    expect(decideSingleSignOn({ email: 'who@plant.test', emailVerified: true }, nobody)).toEqual({
      outcome: 'refused',
      code: 'sso_no_account',
    });
  });

  it('refuses, before looking anything up, an address the provider has not verified or did not give', () => {
    const lookup = () => {
      throw new Error('looked up');
    };
    for (const emailVerified of [false, undefined, 'true', 1, null]) {
      expect(decideSingleSignOn({ email: 'ada@plant.test', emailVerified }, lookup)).toEqual({
        outcome: 'refused',
        code: 'sso_email_unverified',
      });
    }
    expect(decideSingleSignOn({ email: null, emailVerified: true }, lookup)).toMatchObject({
      code: 'sso_email_unverified',
    });
  });
});

describe('single sign-on messages', () => {
  it('gives each code its words and nothing for an unknown one', () => {
    expect(ssoErrorMessage('sso_no_account')).toBe(SSO_MESSAGES.sso_no_account);
    expect(ssoErrorMessage('toString')).toBeNull();
    expect(ssoErrorMessage('<b>hi</b>')).toBeNull();
    expect(ssoErrorMessage(null)).toBeNull();
    expect(ssoErrorPath('sso_failed')).toBe('/auth?sso_error=sso_failed');
  });

  it('is the error catalogue: every code is an entry with the same words', () => {
    const entries = new Set(Object.values(ERRORS).map((entry) => `${entry.code} ${entry.message}`));
    for (const [code, message] of Object.entries(SSO_MESSAGES))
      expect(entries.has(`${code} ${message}`), code).toBe(true);
  });
});
