import { type Invitation, type InvitationNotificationPreference, invitationStatus } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { hashToken, randomCode, randomToken } from '../../platform/auth/tokens';
import { type InvitationWithInviter, isCodeInUse } from './invitations.queries';

/** An invitation as the API shows it: never its hashes, and its status as of now. */
export function toInvitation(row: InvitationWithInviter, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    status: invitationStatus({ status: row.status, expires_at: row.expires_at }, now),
    expires_at: row.expires_at,
    created_at: row.created_at,
    accepted_at: row.accepted_at,
    accepted_user_id: row.accepted_user_id,
    revoked_at: row.revoked_at,
    invited_by: row.invited_by,
    invited_by_email: row.invited_by_email,
    notification_preferences: row.notification_preferences as InvitationNotificationPreference[],
  };
}

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
