import type { AppContext } from '../../platform/context';
import { webhookCleanupJob } from './clean-webhook-log';
import { WEBHOOK_JOB, webhookDeliveryJob } from './deliver-webhooks';

/**
 * Registers the delivery and log-cleaning jobs, and wakes delivery as soon as a delivery is committed on any instance. Returns the
 * unsubscribe to call when the app closes.
 */
export function registerWebhookJobs(ctx: AppContext): () => void {
  ctx.jobs.register(webhookDeliveryJob());
  ctx.jobs.register(webhookCleanupJob());
  const unsubscribe = [
    ctx.changes.subscribe((event) => {
      if (event.table === 'webhook_deliveries' && event.op === 'INSERT') ctx.jobs.wake(WEBHOOK_JOB);
    }),
    ctx.changes.onGap(() => ctx.jobs.wake(WEBHOOK_JOB)),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
