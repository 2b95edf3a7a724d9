import { WEBHOOK_LOG_RETENTION_DAYS } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { deleteSettledDeliveries } from './webhooks.queries';

export const WEBHOOK_CLEANUP_JOB = 'webhooks.cleanup';
const BATCH = 1000;

/** Keeps the delivery log to its last 30 days, a batch at a time (the job loop drains while there is work). */
export async function cleanWebhookLog(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - WEBHOOK_LOG_RETENTION_DAYS * 86_400_000);
  return deleteSettledDeliveries(ctx.db, before, BATCH);
}

export function webhookCleanupJob(): Job {
  return { name: WEBHOOK_CLEANUP_JOB, intervalMs: 60 * 60 * 1000, run: cleanWebhookLog };
}
