import { PUBLIC_REPORT_LIMITS, PUBLIC_REPORT_MESSAGES } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { countAttempts, recordAttempt } from '../../platform/auth/attempts';
import type { AppContext, ClientInfo } from '../../platform/context';
import { RateLimitError } from '../../platform/errors';
import { auditBreakerOnce, lockLimitKeys } from '../../platform/limits';

const HOUR_MS = 60 * 60 * 1000;
export const PUBLIC_REPORT_BREAKER_ACTION = 'public_report.breaker_tripped';

/** The hourly breaker refused a report; it is audited once, after its transaction rolled back. */
class PublicReportBreakerError extends RateLimitError {
  constructor(readonly reportsLastHour: number) {
    super(PUBLIC_REPORT_MESSAGES.breaker, 3600);
  }
}

/**
 * Reports and notes from QR labels are limited like invitation codes are: per asset token,
 * per client address, and for everyone by a breaker once too many arrived within an hour. Counted in
 * the database (auth_attempts, kind public_report, account = the asset's id) in the transaction that
 * writes the report or note and its count, under the limits' locks: the limits and the duplicate check
 * that follows hold across instances and under a burst.
 */
export async function claimPublicReport(
  ctx: AppContext,
  tx: DbOrTx,
  client: ClientInfo,
  assetId: string,
): Promise<void> {
  const now = ctx.now();
  const L = PUBLIC_REPORT_LIMITS;
  await lockLimitKeys(tx, [
    `public-report:asset:${assetId}`,
    `public-report:ip:${client.ip}`,
    'public-report:everyone',
  ]);
  const since = (windowS: number) => new Date(now.getTime() - windowS * 1000);
  const lastHour = await countAttempts(tx, 'public_report', new Date(now.getTime() - HOUR_MS));
  if (lastHour >= L.globalMaxPerHour) throw new PublicReportBreakerError(lastHour);
  const byToken = await countAttempts(tx, 'public_report', since(L.perTokenWindowS), { account: assetId });
  if (byToken >= L.perTokenMax)
    throw new RateLimitError(PUBLIC_REPORT_MESSAGES.perToken(L.perTokenWindowS), L.perTokenWindowS);
  const byIp = await countAttempts(tx, 'public_report', since(L.perAddressWindowS), { ip: client.ip });
  if (byIp >= L.perAddressMax)
    throw new RateLimitError(PUBLIC_REPORT_MESSAGES.perAddress(L.perAddressWindowS), L.perAddressWindowS);
  await recordAttempt(tx, { kind: 'public_report', ip: client.ip, account: assetId, success: true }, now);
}

/** Runs a label report or note; a refusal by the breaker is audited once an hour. */
export async function underPublicReportLimits<T>(ctx: AppContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PublicReportBreakerError)
      await auditBreakerOnce(ctx, {
        action: PUBLIC_REPORT_BREAKER_ACTION,
        entity_type: 'breakdown',
        counts: { reports_last_hour: error.reportsLastHour, limit: PUBLIC_REPORT_LIMITS.globalMaxPerHour },
        message: 'Public fault reports paused: too many in the last hour',
      });
    throw error;
  }
}
