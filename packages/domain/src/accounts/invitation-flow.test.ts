import { describe, expect, it } from 'vitest';
import {
  emailConfirmedRedirectMs,
  invitationSteps,
  joinButtonLabel,
  joiningSignsIn,
} from './invitation-flow';
import { INVITATION_AUTO_VERIFY_TIMEOUT_MS, INVITATION_VERIFY_TIMEOUT_MS } from './invitation-rules';

describe('one invitation journey', () => {
  it('signs in at once from the link (it proves the address) and after the confirmation link from a code', () => {
    expect(joiningSignsIn('link', { email: 'lin@plant.test' })).toBe(true);
    expect(joiningSignsIn('code', { email: 'tess@plant.test' })).toBe(false);
    // The first administrator's invitation was only printed on the server's console.
    expect(joiningSignsIn('code', { email: '' })).toBe(true);
  });

  it('names its last step for how it ends', () => {
    expect(invitationSteps(true)).toEqual(['Invitation', 'Your password', 'Signed in']);
    expect(invitationSteps(false)[2]).toBe('Confirm your e-mail');
  });

  it('labels the button with what it does', () => {
    expect(joinButtonLabel(true)).toBe('Create account and sign in');
    expect(joinButtonLabel(false)).toBe('Create account');
  });

  it('times out verification after 10 s and the automatic verification after 15 s (spec §9)', () => {
    expect(INVITATION_VERIFY_TIMEOUT_MS).toBe(10_000);
    expect(INVITATION_AUTO_VERIFY_TIMEOUT_MS).toBe(15_000);
  });

  it('redirects 2 s after confirmation or 1 s with a session (spec §9)', () => {
    expect(emailConfirmedRedirectMs(false)).toBe(2_000);
    expect(emailConfirmedRedirectMs(true)).toBe(1_000);
  });
});
