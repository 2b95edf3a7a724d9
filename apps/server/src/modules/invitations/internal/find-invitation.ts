import { ACCOUNT_FORM_MESSAGES, isInvitationCode, isInvitationUsable } from '@plantwise/domain';
import { hashToken } from '../../../platform/auth/tokens';
import type { AppContext, ClientInfo } from '../../../platform/context';
import { NotFoundError, ValidationError } from '../../../platform/errors';
import { findInvitationByTokenHash, type InvitationRow } from '../invitations.queries';
import { assertCodeAttemptAllowed, recordCodeFailure } from './code-attempts';

export type TokenKind = 'code' | 'link';

/** A token of digits is a passcode (and must have 6 of them); anything else is a link token. */
export function tokenKind(token: string): TokenKind {
  if (!/^\d+$/.test(token)) return 'link';
  if (!isInvitationCode(token))
    throw new ValidationError(ACCOUNT_FORM_MESSAGES.codeFormat, [
      { path: 'token', message: ACCOUNT_FORM_MESSAGES.codeFormat },
    ]);
  return 'code';
}

export const isUsable = (row: InvitationRow, now: Date) =>
  isInvitationUsable({ status: row.status, expires_at: row.expires_at }, now);

/**
 * The usable invitation of a code or link token, else a 404 with the caller's message. Codes pass the
 * wrong-code limits first, and a wrong code counts against them.
 */
export async function findUsableInvitation(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
  invalidMessage: Record<TokenKind, string>,
): Promise<{ row: InvitationRow; kind: TokenKind }> {
  const kind = tokenKind(token);
  if (kind === 'code') await assertCodeAttemptAllowed(ctx, client);
  const row = await findInvitationByTokenHash(ctx.db, kind, hashToken(token));
  if (!row || !isUsable(row, ctx.now())) {
    if (kind === 'code') await recordCodeFailure(ctx, client);
    throw new NotFoundError(invalidMessage[kind], 'invalid_invitation');
  }
  return { row, kind };
}

/** The invitation the server printed at first start (addressed to nobody, by nobody, for an admin). */
export function isFirstAdministratorInvitation(row: {
  email: string;
  invited_by: string | null;
  role: string;
}) {
  return row.email === '' && row.invited_by === null && row.role === 'admin';
}
