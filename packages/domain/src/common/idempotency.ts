/**
 * The `Idempotency-Key` contract (docs/decisions/idempotency.md): a write sent again with the same key and the
 * same body answers the first answer again instead of running twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that was stored for an earlier request with the same key, not made afresh. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's first answer is kept. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * A signed-in person's keys are theirs alone, so 8 characters are enough; an anonymous caller's keys share
 * one scope, so they must be long enough that nobody can guess another reporter's (a UUID is 36).
 */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, anonymousMin: 32, max: 255 } as const;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Whether a header value can serve as an idempotency key: visible ASCII, of the caller's minimum length. */
export function isValidIdempotencyKey(key: string, caller: 'signed-in' | 'anonymous'): boolean {
  const min = caller === 'anonymous' ? IDEMPOTENCY_KEY_LENGTH.anonymousMin : IDEMPOTENCY_KEY_LENGTH.min;
  return key.length >= min && key.length <= IDEMPOTENCY_KEY_LENGTH.max && VISIBLE_ASCII.test(key);
}
