/** Failed sign-ins in the current window, counted three ways. */
export interface SignInFailures {
  /** This account from this address: the only count that refuses a correct password. */
  pair: number;
  /** This account from every address. */
  account: number;
  /** Every account from this address. */
  address: number;
}

export interface SignInLimits {
  maxPerPair: number;
  maxPerAddress: number;
  /** The first delay once an address has failed on an account; it doubles per further failure. */
  delayBaseMs: number;
  maxDelayMs: number;
}

export type SignInThrottle = { refuse: true } | { refuse: false; delayMs: number };

/**
 * OWASP's guidance for credential attacks: the hard limit is per account and address,
 * so an attacker cannot lock the real user out from elsewhere; an address is refused after too many
 * failures across accounts (failures only); an address that has been failing on an account is slowed
 * down, more the more that account has failed from anywhere. An address that has not failed on the
 * account is never delayed or refused because of others.
 */
export function signInThrottle(failures: SignInFailures, limits: SignInLimits): SignInThrottle {
  if (failures.pair >= limits.maxPerPair || failures.address >= limits.maxPerAddress) return { refuse: true };
  if (failures.pair === 0) return { refuse: false, delayMs: 0 };
  const doublings = Math.max(failures.pair, Math.floor(failures.account / limits.maxPerPair)) - 1;
  return { refuse: false, delayMs: Math.min(limits.maxDelayMs, limits.delayBaseMs * 2 ** doublings) };
}
