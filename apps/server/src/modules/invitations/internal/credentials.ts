import type { DbOrTx } from '../../../db/client';
import { hashToken, randomCode, randomToken } from '../../../platform/auth/tokens';
import { isCodeInUse } from '../invitations.queries';

export interface IssuedCredentials {
  code: string;
  token: string;
  code_hash: string;
  invitation_token_hash: string;
}

/**
 * A new 6-digit code (unique among usable invitations) and a 128-bit link token. Only their hashes
 * are stored. The caller holds the code-issuing lock (lockCodeIssuing) for its transaction.
 */
export async function issueCredentials(tx: DbOrTx, now: Date): Promise<IssuedCredentials> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = randomCode();
    const codeHash = hashToken(code);
    if (await isCodeInUse(tx, codeHash, now)) continue;
    const token = randomToken();
    return { code, token, code_hash: codeHash, invitation_token_hash: hashToken(token) };
  }
  throw new Error('No free invitation code found; too many pending invitations');
}
