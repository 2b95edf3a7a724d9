import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ~20 ms per hash on this class of machine.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Hash of a random password, checked against when the e-mail is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('decoy-password-for-constant-time');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
