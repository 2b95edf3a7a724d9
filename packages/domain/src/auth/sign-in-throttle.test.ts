import { describe, expect, it } from 'vitest';
import { signInThrottle } from './sign-in-throttle';

const limits = { maxPerPair: 10, maxPerAddress: 20, delayBaseMs: 250, maxDelayMs: 4000 };

describe('signInThrottle (OWASP: limit the pair, slow the account, count the address)', () => {
  it('never delays or refuses an address that has not failed on the account, however attacked the account is', () => {
    expect(signInThrottle({ pair: 0, account: 100, address: 0 }, limits)).toEqual({
      refuse: false,
      delayMs: 0,
    });
  });

  it('slows an address that keeps failing on an account, doubling up to the cap', () => {
    expect(signInThrottle({ pair: 1, account: 1, address: 1 }, limits)).toEqual({
      refuse: false,
      delayMs: 250,
    });
    expect(signInThrottle({ pair: 3, account: 3, address: 3 }, limits)).toEqual({
      refuse: false,
      delayMs: 1000,
    });
    expect(signInThrottle({ pair: 9, account: 9, address: 9 }, limits)).toEqual({
      refuse: false,
      delayMs: 4000,
    });
  });

  it('slows more when the account is failing from many addresses at once', () => {
    const alone = signInThrottle({ pair: 1, account: 1, address: 1 }, limits);
    const distributed = signInThrottle({ pair: 1, account: 60, address: 1 }, limits);
    expect(distributed).toEqual({ refuse: false, delayMs: 4000 });
    expect(alone).toEqual({ refuse: false, delayMs: 250 });
  });

  it('refuses the pair at its limit, and an address at its limit across accounts', () => {
    expect(signInThrottle({ pair: 10, account: 10, address: 10 }, limits)).toEqual({ refuse: true });
    expect(signInThrottle({ pair: 0, account: 0, address: 20 }, limits)).toEqual({ refuse: true });
  });
});
