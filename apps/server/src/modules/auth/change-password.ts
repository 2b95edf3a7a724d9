import {
  type ChangePasswordBody,
  ERRORS,
  PASSWORD_RESET_MESSAGES,
  type PasswordChanged,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import { checkPasswordThrottled } from '../../platform/auth/password-attempts';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { findAccount, retirePasswordResets, revokeSessionsExcept, updatePasswordHash } from './auth.queries';

/**
 * Changes the signed-in person's password. The current one is asked again, under the sign-in throttle
 * (a stolen session cannot guess it); the new one follows the same rules as every new password. Every
 * other session ends, this one is kept, and outstanding reset links stop working.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: ChangePasswordBody,
  client: ClientInfo,
): Promise<PasswordChanged> {
  const account = await findAccount(ctx.db, auth.user.id);
  const ok = await checkPasswordThrottled(
    ctx,
    client,
    {
      account: auth.user.email,
      passwordHash: account?.user.password_hash ?? null,
      password: input.current_password,
    },
    'Too many wrong passwords. Please wait a few minutes and try again.',
  );
  if (!ok) {
    await auditedTransaction(ctx.db, (tx) =>
      appendAudit(tx, actor, {
        action: 'auth.password_change_failed',
        entity_type: 'user',
        entity_id: auth.user.id,
      }),
    );
    throw fieldError(ERRORS.validationFailed, 'current_password', {
      message: PASSWORD_RESET_MESSAGES.wrongCurrent,
    });
  }
  if (input.new_password === input.current_password)
    throw fieldError(ERRORS.validationFailed, 'new_password', {
      message: PASSWORD_RESET_MESSAGES.sameAsCurrent,
    });
  await assertAcceptablePassword(
    input.new_password,
    { email: auth.user.email, full_name: auth.profile.full_name },
    'new_password',
  );
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  return auditedTransaction(ctx.db, async (tx) => {
    await updatePasswordHash(tx, auth.user.id, passwordHash, now);
    await retirePasswordResets(tx, auth.user.id, now);
    const ended = await revokeSessionsExcept(tx, auth.user.id, auth.sessionId, now);
    await appendAudit(tx, actor, {
      action: 'auth.password_changed',
      entity_type: 'user',
      entity_id: auth.user.id,
      after: { sessions_ended: ended },
    });
    return { sessions_ended: ended };
  });
}
