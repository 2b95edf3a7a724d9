import { PUBLIC_REPORT_LIMITS, PUBLIC_REPORT_MESSAGES } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { appendAudit, auditedTransaction, hasAuditSince, SYSTEM_ACTOR } from '../../platform/audit';
import { countAttempts, recordAttempt } from '../../platform/auth/attempts';
import type { AppContext, ClientInfo } from '../../platform/context';
import { RateLimitError } from '../../platform/errors';

const HOUR_MS = 60 * 60 * 1000;
export const PUBLIC_REPORT_BREAKER_ACTION = 'public_report.breaker_tripped';

/**
 * Reports and notes from QR labels are limited (issue 19) like invitation codes are: per asset token,
 * per client address, and for everyone by a breaker once too many arrived within an hour. Counted in
 * the database (auth_attempts, kind public_report, account = the asset's id) so it holds across instances.
 */
export async function assertPublicReportAllowed(
  ctx: AppContext,
  client: ClientInfo,
  assetId: string,
): Promise<void> {
  const now = ctx.now().getTime();
  const L = PUBLIC_REPORT_LIMITS;
  const [byToken, byIp, lastHour] = await Promise.all([
    countAttempts(ctx.db, 'public_report', new Date(now - L.perTokenWindowS * 1000), { account: assetId }),
    countAttempts(ctx.db, 'public_report', new Date(now - L.perAddressWindowS * 1000), { ip: client.ip }),
    countAttempts(ctx.db, 'public_report', new Date(now - HOUR_MS)),
  ]);
  if (lastHour >= L.globalMaxPerHour) {
    await auditBreakerOnce(ctx, lastHour);
    throw new RateLimitError(PUBLIC_REPORT_MESSAGES.breaker, 3600);
  }
  if (byToken >= L.perTokenMax)
    throw new RateLimitError(PUBLIC_REPORT_MESSAGES.perToken(L.perTokenWindowS), L.perTokenWindowS);
  if (byIp >= L.perAddressMax)
    throw new RateLimitError(PUBLIC_REPORT_MESSAGES.perAddress(L.perAddressWindowS), L.perAddressWindowS);
}

/** Counts one report or note, inside the transaction that writes it. */
export async function recordPublicReport(
  tx: DbOrTx,
  client: ClientInfo,
  assetId: string,
  now: Date,
): Promise<void> {
  await recordAttempt(tx, { kind: 'public_report', ip: client.ip, account: assetId, success: true }, now);
}

async function auditBreakerOnce(ctx: AppContext, lastHour: number) {
  const since = new Date(ctx.now().getTime() - HOUR_MS);
  await auditedTransaction(ctx.db, async (tx) => {
    if (await hasAuditSince(tx, PUBLIC_REPORT_BREAKER_ACTION, since)) return;
    const limit = PUBLIC_REPORT_LIMITS.globalMaxPerHour;
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: PUBLIC_REPORT_BREAKER_ACTION,
      entity_type: 'breakdown',
      after: { reports_last_hour: lastHour, limit },
    });
    ctx.log.warn(
      { reports_last_hour: lastHour, limit },
      'Public fault reports paused: too many in the last hour',
    );
  });
}
