import { type SignInBody, signInThrottle } from '@plantwise/domain';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import {
  countSignInFailures,
  lockSignInAttempts,
  markAttemptSucceeded,
  recordAttempt,
} from '../../platform/auth/attempts';
import { verifyPassword } from '../../platform/auth/passwords';
import { toProfile } from '../../platform/auth/presenters';
import { createSession } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { ForbiddenError, RateLimitError, UnauthorizedError } from '../../platform/errors';
import { findUserByEmail, markSignedIn } from './auth.queries';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED =
  'Email not confirmed. Please click the confirmation link we sent to your e-mail, then sign in.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact your administrator.';

/**
 * Signs a person in. A wrong e-mail and a wrong password get the same answer and take the same time.
 * Failures are throttled by the domain's signInThrottle: refused per account and address, slowed per
 * account, counted per address. Each attempt is reserved as a failure before the password is checked,
 * under a lock, so a burst of simultaneous guesses cannot slip past the limit.
 */
export async function signIn(ctx: AppContext, input: SignInBody, client: ClientInfo) {
  const now = ctx.now();
  const email = input.email.trim().toLowerCase();
  const windowS = ctx.config.SIGN_IN_WINDOW_S;
  const since = new Date(now.getTime() - windowS * 1000);
  const limits = {
    maxPerPair: ctx.config.SIGN_IN_MAX_PER_ACCOUNT,
    maxPerAddress: ctx.config.SIGN_IN_MAX_PER_IP,
    delayBaseMs: ctx.config.SIGN_IN_DELAY_MS,
    maxDelayMs: ctx.config.SIGN_IN_MAX_DELAY_MS,
  };
  const reserved = await auditedTransaction(ctx.db, async (tx) => {
    await lockSignInAttempts(tx, email, client.ip);
    const throttle = signInThrottle(
      await countSignInFailures(tx, { account: email, ip: client.ip }, since),
      limits,
    );
    if (throttle.refuse) return null;
    const attempt = { kind: 'sign_in' as const, ip: client.ip, account: email, success: false };
    return { attemptId: await recordAttempt(tx, attempt, now), delayMs: throttle.delayMs };
  });
  if (!reserved) {
    throw new RateLimitError(
      `Too many sign-in attempts. Please wait ${Math.ceil(windowS / 60)} minutes and try again.`,
      windowS,
    );
  }
  if (reserved.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, reserved.delayMs));

  const found = await findUserByEmail(ctx.db, email);
  const passwordOk = await verifyPassword(found?.user.password_hash ?? null, input.password);
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
  await markAttemptSucceeded(ctx.db, reserved.attemptId);
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
