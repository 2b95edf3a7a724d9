import { PASSWORD_RESET_MESSAGES } from '@plantwise/domain';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import { countAttempts, recordAttempt } from '../../platform/auth/attempts';
import type { AppContext, ClientInfo } from '../../platform/context';
import { RateLimitError } from '../../platform/errors';
import { lockLimitKeys } from '../../platform/limits';
import { withinMailBudget } from '../../platform/mail/budget';
import { MAIL_JOB } from '../../platform/mail/outbox';
import { findUserByEmail } from './auth.queries';
import { issuePasswordReset } from './issue-password-reset';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Forgot password": mails a reset link to the account of an address. The answer is the same whether or
 * not such an account exists: requests are counted alike per client address and per address typed (429
 * past PASSWORD_RESET_MAX_PER_IP / _PER_ACCOUNT in an hour, known or not), and an inactive account, or one
 * whose hourly mail budget is spent, quietly gets no mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, client: ClientInfo) {
  const now = ctx.now();
  const address = email.trim().toLowerCase();
  const queued = await auditedTransaction(ctx.db, async (tx) => {
    await lockLimitKeys(tx, [`password-reset:ip:${client.ip}`, `password-reset:account:${address}`]);
    const since = new Date(now.getTime() - HOUR_MS);
    const [fromAddress, forAccount] = await Promise.all([
      countAttempts(tx, 'password_reset', since, { ip: client.ip }),
      countAttempts(tx, 'password_reset', since, { account: address }),
    ]);
    if (
      fromAddress >= ctx.config.PASSWORD_RESET_MAX_PER_IP ||
      forAccount >= ctx.config.PASSWORD_RESET_MAX_PER_ACCOUNT
    )
      throw new RateLimitError(PASSWORD_RESET_MESSAGES.tooMany, 3600);
    await recordAttempt(tx, { kind: 'password_reset', ip: client.ip, account: address, success: true }, now);
    const found = await findUserByEmail(tx, address);
    if (!found?.user.active) return false;
    if (!(await withinMailBudget(ctx, tx, found.user.email, now))) return false;
    await issuePasswordReset(
      ctx,
      tx,
      { id: found.user.id, email: found.user.email, full_name: found.profile.full_name },
      null,
    );
    await appendAudit(
      tx,
      { id: null, email: address, ip: client.ip },
      { action: 'auth.password_reset_requested', entity_type: 'user', entity_id: found.user.id },
    );
    return true;
  });
  if (queued) ctx.jobs.wake(MAIL_JOB);
}
