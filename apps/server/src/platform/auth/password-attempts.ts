import { signInThrottle } from '@plantwise/domain';
import type { AppContext, ClientInfo } from '../context';
import { RateLimitError } from '../errors';
import { lockLimitKeys } from '../limits';
import { countSignInFailures, recordAttempt } from './attempts';
import { verifyPassword } from './passwords';

/**
 * Checks a password typed at sign-in or to sign a record, under the sign-in throttle (the domain's
 * signInThrottle): refused (429 with `refusedMessage`) per account and address, slowed per account.
 * Only attempts that have failed count: the check and the attempt's row share one transaction under the
 * address's lock, so a burst of wrong passwords is counted one by one, while a right password is
 * never refused for attempts still being checked beside it (30 people signing in at once behind one
 * address). The slow-down is waited out before the lock, so it never holds others up.
 * `passwordHash` null (no such account) still takes the time of a check, and fails.
 */
export async function checkPasswordThrottled(
  ctx: AppContext,
  client: ClientInfo,
  input: { account: string; passwordHash: string | null; password: string },
  refusedMessage: string,
): Promise<boolean> {
  const now = ctx.now();
  const windowS = ctx.config.SIGN_IN_WINDOW_S;
  const since = new Date(now.getTime() - windowS * 1000);
  const limits = {
    maxPerPair: ctx.config.SIGN_IN_MAX_PER_ACCOUNT,
    maxPerAddress: ctx.config.SIGN_IN_MAX_PER_IP,
    delayBaseMs: ctx.config.SIGN_IN_DELAY_MS,
    maxDelayMs: ctx.config.SIGN_IN_MAX_DELAY_MS,
  };
  const by = { account: input.account, ip: client.ip };
  const refused = () => new RateLimitError(refusedMessage, windowS);

  const before = signInThrottle(await countSignInFailures(ctx.db, by, since), limits);
  if (before.refuse) throw refused();
  if (before.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, before.delayMs));

  const ok = await ctx.db.transaction(async (tx) => {
    await lockLimitKeys(tx, [`sign-in:ip:${client.ip}`]);
    if (signInThrottle(await countSignInFailures(tx, by, since), limits).refuse) return null;
    const matches = await verifyPassword(input.passwordHash, input.password);
    await recordAttempt(
      tx,
      { kind: 'sign_in', ip: client.ip, account: input.account, success: matches },
      now,
    );
    return matches;
  });
  if (ok === null) throw refused();
  return ok;
}
