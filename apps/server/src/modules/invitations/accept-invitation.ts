import { ACCOUNT_MESSAGES, type AcceptInvitationBody, type AccountCreated } from '@plantwise/domain';
import type { Actor } from '../../platform/audit';
import { auditedTransaction } from '../../platform/audit';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext, ClientInfo } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { findUsableInvitation } from './internal/find-invitation';
import { createAccountFromInvitation } from './internal/join';

/**
 * Creates an account from an invitation link and a password. The single-use 128-bit link was mailed to the
 * invited address, which proves it: the account is confirmed at once (docs/decisions/sessions-and-roles.md).
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitationBody,
  client: ClientInfo,
  actor: Actor,
): Promise<AccountCreated> {
  // The link flow takes link tokens only; a 6-digit code cannot be guessed through this door.
  if (/^\d+$/.test(input.token)) throw new NotFoundError(ACCOUNT_MESSAGES.invalidLink, 'invalid_invitation');
  const { row } = await findUsableInvitation(ctx, input.token, client, {
    code: ACCOUNT_MESSAGES.invalidLink,
    link: ACCOUNT_MESSAGES.invalidLink,
  });
  await assertAcceptablePassword(input.password, {
    email: input.email ?? row.email,
    full_name: input.full_name ?? row.full_name,
  });
  const passwordHash = await hashPassword(input.password);
  const created = await auditedTransaction(ctx.db, (tx) =>
    createAccountFromInvitation(ctx, tx, {
      invitationId: row.id,
      via: 'link',
      email: input.email,
      fullName: input.full_name ?? null,
      passwordHash,
      confirmed: true,
      actor,
    }),
  );
  return { ...created, email_confirmation_required: false };
}
