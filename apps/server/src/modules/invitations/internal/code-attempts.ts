import { appendAudit, auditedTransaction, SYSTEM_ACTOR } from '../../../platform/audit';
import { countFailures, recordAttempt } from '../../../platform/auth/attempts';
import type { AppContext, ClientInfo } from '../../../platform/context';
import { RateLimitError } from '../../../platform/errors';
import { CODE_BREAKER_ACTION, hasAuditSince } from '../invitations.queries';

const HOUR_MS = 60 * 60 * 1000;

export const codeRateLimitMessage = (windowS: number) =>
  `Too many invitation code attempts. Please wait ${Math.ceil(windowS / 60)} minutes and try again.`;
export const CODE_BREAKER_MESSAGE =
  'Invitation code verification is paused after too many wrong codes. Please try again later, or use the invitation link from your e-mail.';

/**
 * A 6-digit code can be guessed, so wrong codes are limited (DESIGN.md §4): per client address
 * within INVITE_CODE_WINDOW_S, and for everyone by a breaker that pauses code verification once
 * INVITE_CODE_GLOBAL_MAX_PER_HOUR wrong codes arrived within an hour. Counted in the database, so the
 * limits hold across instances.
 */
export async function assertCodeAttemptAllowed(ctx: AppContext, client: ClientInfo): Promise<void> {
  const now = ctx.now();
  const windowS = ctx.config.INVITE_CODE_WINDOW_S;
  const [byIp, lastHour] = await Promise.all([
    countFailures(ctx.db, 'invite_code', new Date(now.getTime() - windowS * 1000), { ip: client.ip }),
    countFailures(ctx.db, 'invite_code', new Date(now.getTime() - HOUR_MS)),
  ]);
  if (lastHour >= ctx.config.INVITE_CODE_GLOBAL_MAX_PER_HOUR)
    throw new RateLimitError(CODE_BREAKER_MESSAGE, 3600);
  if (byIp >= ctx.config.INVITE_CODE_MAX_PER_IP)
    throw new RateLimitError(codeRateLimitMessage(windowS), windowS);
}

/** Records a wrong code; the failure that trips the breaker is logged and audited once per hour. */
export async function recordCodeFailure(ctx: AppContext, client: ClientInfo): Promise<void> {
  const now = ctx.now();
  const since = new Date(now.getTime() - HOUR_MS);
  await recordAttempt(ctx.db, { kind: 'invite_code', ip: client.ip, account: null, success: false }, now);
  const lastHour = await countFailures(ctx.db, 'invite_code', since);
  if (lastHour < ctx.config.INVITE_CODE_GLOBAL_MAX_PER_HOUR) return;
  await auditedTransaction(ctx.db, async (tx) => {
    if (await hasAuditSince(tx, CODE_BREAKER_ACTION, since)) return;
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: CODE_BREAKER_ACTION,
      entity_type: 'invitation',
      after: { failures_last_hour: lastHour, limit: ctx.config.INVITE_CODE_GLOBAL_MAX_PER_HOUR },
    });
    ctx.log.warn(
      { failures_last_hour: lastHour, limit: ctx.config.INVITE_CODE_GLOBAL_MAX_PER_HOUR },
      'Invitation code verification paused: too many wrong codes in the last hour',
    );
  });
}

export async function recordCodeSuccess(ctx: AppContext, client: ClientInfo): Promise<void> {
  await recordAttempt(
    ctx.db,
    { kind: 'invite_code', ip: client.ip, account: null, success: true },
    ctx.now(),
  );
}
