import { createHash, randomBytes, randomInt } from 'node:crypto';

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

/** A new personal API token: the prefix and 32 random bytes (256 bits) in base64url. */
export function newApiToken(): string {
  return `pw_${randomBytes(32).toString('base64url')}`;
}
