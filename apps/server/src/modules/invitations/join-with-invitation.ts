import {
  ACCOUNT_MESSAGES,
  type AccountCreated,
  ERRORS,
  joiningSignsIn,
  type SignUpBody,
} from '@plantwise/domain';
import type { Actor } from '../../platform/audit';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enqueueMail, MAIL_JOB } from '../../platform/mail/outbox';
import { type StartedSession, startSession } from '../auth';
import { issueEmailConfirmation } from './confirm-email';
import { findUsableInvitation } from './internal/find-invitation';
import { createAccountFromInvitation } from './internal/join';

/**
 * Creates an account from an invitation, one way whichever door it came through (the code or the link):
 * the invited address, the invited name unless another is typed, a password under the domain's rules.
 * Joining from the link (or the first administrator's printed invitation) proves the address, so the
 * account is confirmed and this device signed in (`started`). Joining with a code waits for the
 * confirmation link mailed in the same transaction, which then signs the person in (joiningSignsIn).
 * `door` 'link' takes link tokens only, so a 6-digit code cannot be guessed through it.
 */
export async function joinWithInvitation(
  ctx: AppContext,
  input: SignUpBody,
  client: ClientInfo,
  actor: Actor,
  door: 'any' | 'link',
): Promise<{ created: AccountCreated; started: StartedSession | null }> {
  if (door === 'link' && /^\d+$/.test(input.token)) throw new AppError(ERRORS.invalidInvitation);
  const { row, kind } = await findUsableInvitation(ctx, input.token, client, {
    code: ACCOUNT_MESSAGES.noInvitation,
    link: ACCOUNT_MESSAGES.invalidLink,
  });
  await assertAcceptablePassword(input.password, {
    email: input.email ?? row.email,
    full_name: input.full_name ?? row.full_name,
  });
  const passwordHash = await hashPassword(input.password);
  const signsIn = joiningSignsIn(kind, row);
  const outcome = await auditedTransaction(ctx.db, async (tx) => {
    const account = await createAccountFromInvitation(ctx, tx, {
      invitationId: row.id,
      via: kind,
      email: input.email,
      fullName: input.full_name ?? null,
      passwordHash,
      confirmed: signsIn,
      actor,
    });
    if (signsIn) {
      const started = await startSession(
        ctx,
        tx,
        { user: account.user, profile: account.profileRow },
        client,
      );
      await appendAudit(
        tx,
        { ...actor, id: account.user.id, email: account.user.email },
        {
          action: 'auth.sign_in',
          entity_type: 'user',
          entity_id: account.user.id,
          after: { via: 'invitation' },
        },
      );
      return { account, started };
    }
    const mail = await issueEmailConfirmation(ctx, tx, account.user.id, account.profile.full_name);
    await enqueueMail(tx, { kind: 'account', to: account.user.email, ...mail });
    return { account, started: null };
  });
  if (!outcome.started) ctx.jobs.wake(MAIL_JOB);
  const { user, profile } = outcome.account;
  return {
    created: {
      user,
      profile: outcome.started?.body.profile ?? profile,
      email_confirmation_required: !signsIn,
      session: outcome.started?.body ?? null,
    },
    started: outcome.started,
  };
}
