import { ERRORS, type PasswordResetSent } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertMailBudget } from '../../platform/mail/budget';
import { MAIL_JOB } from '../../platform/mail/outbox';
import { findAccount, issuePasswordReset } from '../auth';

/**
 * An admin sends someone a reset link (they forgot their password and cannot reach the sign-in page's
 * link, or asked by phone). The person still chooses the password: the admin never sees or sets it.
 */
export async function sendPasswordReset(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PasswordResetSent> {
  const now = ctx.now();
  const sent = await auditedTransaction(ctx.db, async (tx) => {
    const account = await findAccount(tx, id);
    if (!account) throw new AppError(ERRORS.userNotFound);
    if (!account.user.active) throw new AppError(ERRORS.resetForDeactivated);
    await assertMailBudget(ctx, tx, account.user.email, now);
    const issued = await issuePasswordReset(
      ctx,
      tx,
      { id, email: account.user.email, full_name: account.profile.full_name },
      actor.id,
    );
    await appendAudit(tx, actor, {
      action: 'user.password_reset_sent',
      entity_type: 'user',
      entity_id: id,
      after: { email: account.user.email, expires_at: issued.expires_at },
    });
    return { email: account.user.email, expires_at: issued.expires_at };
  });
  ctx.jobs.wake(MAIL_JOB);
  return sent;
}
