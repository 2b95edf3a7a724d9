import type { ResetPasswordBody } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext, ClientInfo } from '../../platform/context';
import {
  markEmailConfirmed,
  retirePasswordResets,
  revokeSessionsExcept,
  updatePasswordHash,
} from './auth.queries';
import { type StartedSession, startSession } from './start-session';
import { usableReset } from './usable-reset';

/**
 * Sets a new password with a reset link, once: every session of the person ends (a lost phone, a
 * stranger who knew the old password) and this device is signed in. The link was mailed to the account's
 * address, so it also confirms that address.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordBody,
  client: ClientInfo,
  actor: Actor,
): Promise<StartedSession> {
  const { account } = await usableReset(ctx, ctx.db, input.token, false);
  await assertAcceptablePassword(input.password, {
    email: account.user.email,
    full_name: account.profile.full_name,
  });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return auditedTransaction(ctx.db, async (tx) => {
    const { reset, account: current } = await usableReset(ctx, tx, input.token, true);
    await retirePasswordResets(tx, current.user.id, now);
    await updatePasswordHash(tx, current.user.id, passwordHash, now);
    const confirmed = current.user.email_confirmed_at
      ? current.profile
      : await markEmailConfirmed(tx, current.user.id, now);
    const ended = await revokeSessionsExcept(tx, current.user.id, null, now);
    const started = await startSession(ctx, tx, { user: current.user, profile: confirmed }, client);
    await appendAudit(
      tx,
      { ...actor, id: current.user.id, email: current.user.email },
      {
        action: 'auth.password_reset',
        entity_type: 'user',
        entity_id: current.user.id,
        after: {
          sessions_ended: ended,
          sent_by_admin: reset.requested_by,
          email_confirmed: current.user.email_confirmed_at === null ? true : undefined,
        },
      },
    );
    return started;
  });
}
