import { describe, expect, it } from 'vitest';
import { isValidIdempotencyKey } from './idempotency';

describe('isValidIdempotencyKey', () => {
  it('takes 8 to 255 visible ASCII characters from a signed-in person', () => {
    expect(isValidIdempotencyKey('abcd-123', 'signed-in')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255), 'signed-in')).toBe(true);
    expect(isValidIdempotencyKey('abc-123', 'signed-in')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256), 'signed-in')).toBe(false);
  });

  it('refuses spaces, control characters and non-ASCII letters', () => {
    expect(isValidIdempotencyKey('abcd 1234', 'signed-in')).toBe(false);
    expect(isValidIdempotencyKey('abcd\t1234', 'signed-in')).toBe(false);
    expect(isValidIdempotencyKey('zażółć-gęślą', 'signed-in')).toBe(false);
  });

  it('asks an anonymous caller for at least 32 characters, so a UUID passes and a short key does not', () => {
    expect(isValidIdempotencyKey('3f1c2a9e-6b7d-4c1e-9f0a-1b2c3d4e5f60', 'anonymous')).toBe(true);
    expect(isValidIdempotencyKey('abcd-1234', 'anonymous')).toBe(false);
  });
});
