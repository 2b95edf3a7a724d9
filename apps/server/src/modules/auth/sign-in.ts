import { ERRORS, type SignInBody } from '@plantwise/domain';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import { checkPasswordThrottled } from '../../platform/auth/password-attempts';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findUserByEmail } from './auth.queries';
import { startSession } from './start-session';

/**
 * Signs a person in. A wrong e-mail and a wrong password get the same answer and take the same time.
 * Failures are throttled (checkPasswordThrottled): refused per account and address, slowed per account,
 * counted per address, one by one even when they arrive together.
 */
export async function signIn(ctx: AppContext, input: SignInBody, client: ClientInfo) {
  const email = input.email.trim().toLowerCase();
  const windowS = ctx.config.SIGN_IN_WINDOW_S;
  const found = await findUserByEmail(ctx.db, email);
  const passwordOk = await checkPasswordThrottled(
    ctx,
    client,
    { account: email, passwordHash: found?.user.password_hash ?? null, password: input.password },
    `Too many sign-in attempts. Please wait ${Math.ceil(windowS / 60)} minutes and try again.`,
  );
  const actor = { id: found?.user.id ?? null, email, ip: client.ip };
  if (!found || !passwordOk) {
    await auditedTransaction(ctx.db, async (tx) => {
      await appendAudit(tx, actor, {
        action: 'auth.sign_in_failed',
        entity_type: 'user',
        entity_id: found?.user.id,
      });
    });
    throw new AppError(ERRORS.invalidCredentials);
  }
  if (!found.user.active) throw new AppError(ERRORS.accountDeactivated);
  if (!found.user.email_confirmed_at) throw new AppError(ERRORS.emailNotConfirmed);

  return auditedTransaction(ctx.db, async (tx) => {
    const started = await startSession(ctx, tx, found, client);
    await appendAudit(tx, actor, { action: 'auth.sign_in', entity_type: 'user', entity_id: found.user.id });
    return started;
  });
}
