import { describe, expect, it } from 'vitest';
import { ERRORS } from '../common/error-catalogue';
import { decideSingleSignOn, verifiedSsoEmail } from './single-sign-on';
import { SSO_MESSAGES, ssoErrorMessage, ssoErrorPath } from './single-sign-on-messages';

describe('verifiedSsoEmail', () => {
  it('takes a verified address in lower case, trimmed', () => {
    expect(verifiedSsoEmail({ email: ' Ada@Plant.TEST ', emailVerified: true })).toBe('ada@plant.test');
  });

  it('refuses an address the provider has not verified, or did not give', () => {
    for (const emailVerified of [false, undefined, 'true', 1, null])
      expect(verifiedSsoEmail({ email: 'ada@plant.test', emailVerified })).toBeNull();
    expect(verifiedSsoEmail({ email: null, emailVerified: true })).toBeNull();
    expect(verifiedSsoEmail({ email: '  ', emailVerified: true })).toBeNull();
  });
});

describe('decideSingleSignOn', () => {
  it('signs in an active account', () => {
    expect(decideSingleSignOn({ account: { active: true }, hasInvitation: false })).toEqual({
      outcome: 'sign-in',
    });
  });

  it('accepts the pending invitation of an address that has no account', () => {
    expect(decideSingleSignOn({ account: null, hasInvitation: true })).toEqual({
      outcome: 'accept-invitation',
    });
  });

  it('refuses a deactivated account even when an invitation is pending', () => {
    expect(decideSingleSignOn({ account: { active: false }, hasInvitation: true })).toEqual({
      outcome: 'refused',
      code: 'account_deactivated',
    });
  });

  it('refuses an address nobody knows or invited', () => {
    expect(decideSingleSignOn({ account: null, hasInvitation: false })).toEqual({
      outcome: 'refused',
      code: 'sso_no_account',
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
