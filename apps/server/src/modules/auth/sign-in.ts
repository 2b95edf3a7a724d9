import type { SignInBody } from '@plantwise/domain';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import { checkPasswordThrottled } from '../../platform/auth/password-attempts';
import { toProfile } from '../../platform/auth/presenters';
import { createSession } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors';
import { findUserByEmail, markSignedIn } from './auth.queries';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED =
  'Email not confirmed. Please click the confirmation link we sent to your e-mail, then sign in.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact your administrator.';

/**
 * Signs a person in. A wrong e-mail and a wrong password get the same answer and take the same time.
 * Failures are throttled (checkPasswordThrottled): refused per account and address, slowed per account,
 * counted per address, one by one even when they arrive together.
 */
export async function signIn(ctx: AppContext, input: SignInBody, client: ClientInfo) {
  const now = ctx.now();
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
    throw new UnauthorizedError(INVALID_CREDENTIALS, 'invalid_credentials');
  }
  if (!found.user.active) throw new ForbiddenError(ACCOUNT_DEACTIVATED, 'account_deactivated');
  if (!found.user.email_confirmed_at) throw new ForbiddenError(EMAIL_NOT_CONFIRMED, 'email_not_confirmed');

  return auditedTransaction(ctx.db, async (tx) => {
    const session = await createSession(
      tx,
      found.user.id,
      { idleTimeoutS: ctx.config.SESSION_IDLE_TIMEOUT_S, maxAgeS: ctx.config.SESSION_MAX_AGE_S },
      now,
      client,
    );
    const lastSignInAt = await markSignedIn(tx, found.user.id, now);
    await appendAudit(tx, actor, { action: 'auth.sign_in', entity_type: 'user', entity_id: found.user.id });
    const idleExpiry = now.getTime() + ctx.config.SESSION_IDLE_TIMEOUT_S * 1000;
    return {
      token: session.token,
      maxAgeS: ctx.config.SESSION_MAX_AGE_S,
      body: {
        user: { id: found.user.id, email: found.user.email, last_sign_in_at: lastSignInAt },
        profile: toProfile(found.profile),
        expires_at: new Date(Math.min(idleExpiry, session.expiresAt.getTime())).toISOString(),
      },
    };
  });
}
