import { ACCOUNT_MESSAGES, type AccountCreated, type SignUpBody } from '@plantwise/domain';
import type { Actor } from '../../platform/audit';
import { auditedTransaction } from '../../platform/audit';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext, ClientInfo } from '../../platform/context';
import { enqueueMail, MAIL_JOB } from '../../platform/mail/outbox';
import { issueEmailConfirmation } from './confirm-email';
import { findUsableInvitation, isFirstAdministratorInvitation } from './internal/find-invitation';
import { createAccountFromInvitation } from './internal/join';

/**
 * Creates an account from an invitation code (or link token) with a full name and password. The
 * account waits for e-mail confirmation: the confirmation mail is queued in the same transaction.
 * The first administrator's invitation was shown only on the server's console, which proves enough:
 * that account is confirmed at once.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpBody,
  client: ClientInfo,
  actor: Actor,
): Promise<AccountCreated> {
  const { row, kind } = await findUsableInvitation(ctx, input.token, client, {
    code: ACCOUNT_MESSAGES.noInvitation,
    link: ACCOUNT_MESSAGES.noInvitation,
  });
  await assertAcceptablePassword(input.password, {
    email: input.email ?? row.email,
    full_name: input.full_name ?? row.full_name,
  });
  const passwordHash = await hashPassword(input.password);
  const firstAdministrator = isFirstAdministratorInvitation(row);
  const created = await auditedTransaction(ctx.db, async (tx) => {
    const account = await createAccountFromInvitation(ctx, tx, {
      invitationId: row.id,
      via: kind,
      email: input.email,
      fullName: input.full_name,
      passwordHash,
      confirmed: firstAdministrator,
      actor,
    });
    if (firstAdministrator) return account;
    const mail = await issueEmailConfirmation(ctx, tx, account.user.id, account.profile.full_name);
    await enqueueMail(tx, { to: account.user.email, ...mail });
    return account;
  });
  if (firstAdministrator) return { ...created, email_confirmation_required: false };
  ctx.jobs.wake(MAIL_JOB);
  return { ...created, email_confirmation_required: true };
}
