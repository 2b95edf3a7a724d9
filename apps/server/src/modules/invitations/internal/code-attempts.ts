import type { Tx } from '../../../db/client';
import { countFailures, recordAttempt } from '../../../platform/auth/attempts';
import type { AppContext, ClientInfo } from '../../../platform/context';
import { RateLimitError } from '../../../platform/errors';
import { auditBreakerOnce, lockLimitKeys } from '../../../platform/limits';
import { CODE_BREAKER_ACTION } from '../invitations.queries';

const HOUR_MS = 60 * 60 * 1000;

export const codeRateLimitMessage = (windowS: number) =>
  `Too many invitation code attempts. Please wait ${Math.ceil(windowS / 60)} minutes and try again.`;
export const CODE_BREAKER_MESSAGE =
  'Invitation code verification is paused after too many wrong codes. Please try again later, or use the invitation link from your e-mail.';

/**
 * A 6-digit code can be guessed, so wrong codes are limited (docs/decisions/sessions-and-roles.md): per
 * client address within INVITE_CODE_WINDOW_S, and for everyone by a breaker that pauses code verification
 * once INVITE_CODE_GLOBAL_MAX_PER_HOUR wrong codes arrived within an hour. The count, the look-up and the
 * attempt's row share one transaction under the limits' locks, so the limits hold exactly across instances
 * and under a burst. `find` answers the usable match of the code, or null (a wrong code).
 */
export async function attemptCode<T>(
  ctx: AppContext,
  client: ClientInfo,
  find: (tx: Tx) => Promise<T | null>,
): Promise<T | null> {
  const now = ctx.now();
  const windowS = ctx.config.INVITE_CODE_WINDOW_S;
  const breakerAt = ctx.config.INVITE_CODE_GLOBAL_MAX_PER_HOUR;
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockLimitKeys(tx, [`invite-code:ip:${client.ip}`, 'invite-code:everyone']);
    const lastHour = await countFailures(tx, 'invite_code', new Date(now.getTime() - HOUR_MS));
    if (lastHour >= breakerAt) return { refused: 'breaker' as const };
    const byIp = await countFailures(tx, 'invite_code', new Date(now.getTime() - windowS * 1000), {
      ip: client.ip,
    });
    if (byIp >= ctx.config.INVITE_CODE_MAX_PER_IP) return { refused: 'address' as const };
    const found = await find(tx);
    await recordAttempt(
      tx,
      { kind: 'invite_code', ip: client.ip, account: null, success: found !== null },
      now,
    );
    return { found, failuresLastHour: lastHour + (found === null ? 1 : 0) };
  });
  if (outcome.refused === 'breaker') throw new RateLimitError(CODE_BREAKER_MESSAGE, 3600);
  if (outcome.refused === 'address') throw new RateLimitError(codeRateLimitMessage(windowS), windowS);
  if (outcome.found === null && outcome.failuresLastHour >= breakerAt)
    await auditBreakerOnce(ctx, {
      action: CODE_BREAKER_ACTION,
      entity_type: 'invitation',
      counts: { failures_last_hour: outcome.failuresLastHour, limit: breakerAt },
      message: 'Invitation code verification paused: too many wrong codes in the last hour',
    });
  return outcome.found;
}
