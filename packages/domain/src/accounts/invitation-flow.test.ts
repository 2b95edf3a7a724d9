import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CREATED_REDIRECT_MS,
  emailConfirmedRedirectMs,
  INVITATION_PROGRESS,
} from './invitation-flow';
import { INVITATION_AUTO_VERIFY_TIMEOUT_MS, INVITATION_VERIFY_TIMEOUT_MS } from './invitation-rules';

describe('invitation flow constants (spec §4, §9)', () => {
  it('moves Setup Progress 0 → 20 → 40 → 60 → 100', () => {
    expect(Object.values(INVITATION_PROGRESS)).toEqual([0, 20, 40, 60, 100]);
  });

  it('times out verification after 10 s and the automatic verification after 15 s', () => {
    expect(INVITATION_VERIFY_TIMEOUT_MS).toBe(10_000);
    expect(INVITATION_AUTO_VERIFY_TIMEOUT_MS).toBe(15_000);
  });

  it('redirects 3 s after account creation, 2 s after confirmation or 1 s with a session', () => {
    expect(ACCOUNT_CREATED_REDIRECT_MS).toBe(3_000);
    expect(emailConfirmedRedirectMs(false)).toBe(2_000);
    expect(emailConfirmedRedirectMs(true)).toBe(1_000);
  });
});
