import { ACCOUNT_FORM_MESSAGES, ERRORS, isInvitationCode, isInvitationUsable } from '@plantwise/domain';
import type { DbOrTx } from '../../../db/client';
import { hashToken } from '../../../platform/auth/tokens';
import type { AppContext, ClientInfo } from '../../../platform/context';
import { AppError, fieldError } from '../../../platform/errors';
import { findInvitationByTokenHash, type InvitationRow } from '../invitations.queries';
import { attemptCode } from './code-attempts';

export type TokenKind = 'code' | 'link';

/** A token of digits is a passcode (and must have 6 of them); anything else is a link token. */
export function tokenKind(token: string): TokenKind {
  if (!/^\d+$/.test(token)) return 'link';
  if (!isInvitationCode(token))
    throw fieldError(ERRORS.validationFailed, 'token', { message: ACCOUNT_FORM_MESSAGES.codeFormat });
  return 'code';
}

export const isUsable = (row: InvitationRow, now: Date) =>
  isInvitationUsable({ status: row.status, expires_at: row.expires_at }, now);

/**
 * The usable invitation of a code or link token, else a 404 with the caller's message. Codes are checked under the
 * wrong-code limits, and a wrong code counts against them.
 */
export async function findUsableInvitation(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
  invalidMessage: Record<TokenKind, string>,
): Promise<{ row: InvitationRow; kind: TokenKind }> {
  const kind = tokenKind(token);
  const hash = hashToken(token);
  const usable = async (db: DbOrTx) => {
    const row = await findInvitationByTokenHash(db, kind, hash);
    return row && isUsable(row, ctx.now()) ? row : null;
  };
  const row = kind === 'code' ? await attemptCode(ctx, client, usable) : await usable(ctx.db);
  if (!row) throw new AppError(ERRORS.invalidInvitation, { message: invalidMessage[kind] });
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
