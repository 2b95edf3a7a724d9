import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 128-bit random token, URL-safe. */
export function randomToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A 6-digit numeric code (invitation passcodes). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Tokens are stored only as their SHA-256; a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
