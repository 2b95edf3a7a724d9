import { ACCOUNT_MESSAGES, type VerifiedInvitation } from '@plantwise/domain';
import type { AppContext, ClientInfo } from '../../platform/context';
import { findUsableInvitation } from './internal/find-invitation';

/**
 * Checks a 6-digit code or a link token without using it up (spec §7 verify_invitation_by_token).
 * Accepted, expired and revoked invitations verify as invalid.
 */
export async function verifyInvitation(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
): Promise<VerifiedInvitation> {
  const { row } = await findUsableInvitation(ctx, token, client, {
    code: ACCOUNT_MESSAGES.invalidCode,
    link: ACCOUNT_MESSAGES.invalidLink,
  });
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitation_token: token,
    expires_at: row.expires_at,
    full_name: row.full_name,
  };
}
