import { type SignatureMeaning, signInThrottle } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { type Actor, appendAuditBatch } from '../../platform/audit';
import {
  countSignInFailures,
  lockSignInAttempts,
  markAttemptSucceeded,
  recordAttempt,
} from '../../platform/auth/attempts';
import { verifyPassword } from '../../platform/auth/passwords';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { BusinessRuleError, RateLimitError } from '../../platform/errors';

export const WRONG_PASSWORD = 'The password is not correct: the record was not signed';
export const WRONG_PASSWORD_BATCH = 'The password is not correct: none of the records was signed';

/**
 * The password entered again for a signature (21 CFR Part 11 §11.200), checked once whether it signs
 * one record or a batch. Wrong passwords count towards the sign-in throttle and are written to the
 * audit trail of each record the signature was meant for.
 */
export async function confirmSignerPassword(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  client: ClientInfo,
  attempt: { password: string; meaning: SignatureMeaning; recordIds: readonly string[] },
): Promise<void> {
  const now = ctx.now();
  const email = auth.user.email;
  const windowS = ctx.config.SIGN_IN_WINDOW_S;
  const reserved = await ctx.db.transaction(async (tx) => {
    await lockSignInAttempts(tx, email, client.ip);
    const throttle = signInThrottle(
      await countSignInFailures(
        tx,
        { account: email, ip: client.ip },
        new Date(now.getTime() - windowS * 1000),
      ),
      {
        maxPerPair: ctx.config.SIGN_IN_MAX_PER_ACCOUNT,
        maxPerAddress: ctx.config.SIGN_IN_MAX_PER_IP,
        delayBaseMs: ctx.config.SIGN_IN_DELAY_MS,
        maxDelayMs: ctx.config.SIGN_IN_MAX_DELAY_MS,
      },
    );
    if (throttle.refuse) return null;
    const reservation = { kind: 'sign_in' as const, ip: client.ip, account: email, success: false };
    return { attemptId: await recordAttempt(tx, reservation, now), delayMs: throttle.delayMs };
  });
  if (!reserved) {
    throw new RateLimitError(
      `Too many wrong passwords. Please wait ${Math.ceil(windowS / 60)} minutes and try again.`,
      windowS,
    );
  }
  if (reserved.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, reserved.delayMs));
  const [account] = await ctx.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  if (!(await verifyPassword(account?.password_hash ?? null, attempt.password))) {
    await ctx.db.transaction((tx) =>
      appendAuditBatch(
        tx,
        actor,
        attempt.recordIds.map((id) => ({
          action: 'record.signature_failed',
          entity_type: 'record',
          entity_id: id,
          occurred_at: now.toISOString(),
          after: { meaning: attempt.meaning, reason: 'wrong_password' },
        })),
      ),
    );
    // Not 401: the session is fine, only the signature was refused.
    throw new BusinessRuleError(
      attempt.recordIds.length > 1 ? WRONG_PASSWORD_BATCH : WRONG_PASSWORD,
      'wrong_password',
    );
  }
  await markAttemptSucceeded(ctx.db, reserved.attemptId);
}
