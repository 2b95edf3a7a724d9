import {
  isWebhookSuccess,
  nextWebhookAttempt,
  shouldSwitchOffWebhook,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  type WebhookBody,
  webhookSignatureHeader,
} from '@plantwise/domain';
import { appendAudit, auditedTransaction, SYSTEM_ACTOR } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { queueNotification } from '../notifications';
import { postWebhook } from './post-webhook';
import {
  activeAdminIds,
  type ClaimedDelivery,
  claimDueDeliveries,
  markAttemptFailed,
  markDelivered,
  switchOffWebhook,
} from './webhooks.queries';

export const WEBHOOK_JOB = 'webhooks.deliver';
export const WEBHOOK_BATCH_SIZE = 10;
/**
 * A claimed delivery is invisible to other instances for this long: the batch is sent at once, each request
 * bounded by the 10 s timeout, so a delivery being sent is never claimed twice.
 */
export const WEBHOOK_LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;
/** A fallback and the clock of retries: a new delivery wakes the job at once through the realtime channel. */
const POLL_INTERVAL_MS = 5_000;

export function webhookDeliveryJob(): Job {
  return { name: WEBHOOK_JOB, intervalMs: POLL_INTERVAL_MS, run: deliverDueWebhooks };
}

/**
 * Sends one batch of due deliveries and records each outcome; returns how many it sent. Safe on several
 * instances at once: a delivery is claimed by one (SKIP LOCKED and a lease) and sent after its event's commit.
 */
export async function deliverDueWebhooks(ctx: AppContext): Promise<number> {
  const batch = await claimDueDeliveries(ctx.db, ctx.now(), WEBHOOK_BATCH_SIZE, WEBHOOK_LEASE_MS);
  await Promise.all(batch.map((delivery) => deliverOne(ctx, delivery)));
  return batch.length;
}

async function deliverOne(ctx: AppContext, delivery: ClaimedDelivery): Promise<void> {
  const payload: WebhookBody = delivery.event;
  const body = JSON.stringify({
    id: payload.id,
    type: payload.type,
    created_at: payload.created_at,
    data: payload.data,
  });
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  const result = await postWebhook(
    delivery.url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': `Plantwise-Webhooks/${ctx.config.version}`,
      [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: webhookSignatureHeader(delivery.secret, timestamp, body),
      'plantwise-event': payload.type,
      'plantwise-delivery': delivery.id,
    },
    { allowLoopback: ctx.config.WEBHOOK_ALLOW_LOOPBACK, timeoutMs: WEBHOOK_TIMEOUT_MS },
  );
  const now = ctx.now();
  const outcome = { response_status: result.status, response_excerpt: result.excerpt, at: now.toISOString() };
  if (result.status !== null && isWebhookSuccess(result.status)) {
    await ctx.db.transaction((tx) => markDelivered(tx, delivery, outcome));
    return;
  }
  const next = nextWebhookAttempt(new Date(delivery.created_at), delivery.attempts, now);
  ctx.log.warn(
    {
      webhook: { id: delivery.webhook_id, delivery: delivery.id, attempts: delivery.attempts },
      status: result.status,
    },
    next ? 'Webhook delivery failed; will retry' : 'Webhook delivery failed for good',
  );
  await auditedTransaction(ctx.db, async (tx) => {
    const webhook = await markAttemptFailed(tx, delivery, outcome, next?.toISOString() ?? null);
    if (!webhook?.active || !shouldSwitchOffWebhook(new Date(webhook.failing_since), now)) return;
    if (!(await switchOffWebhook(tx, delivery.webhook_id, outcome.at))) return;
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: 'webhook.switched_off',
      entity_type: 'webhook',
      entity_id: delivery.webhook_id,
      occurred_at: outcome.at,
      before: { active: true, failing_since: webhook.failing_since },
      after: { active: false, reason: WEBHOOK_MESSAGES.switchedOff },
    });
    for (const adminId of await activeAdminIds(tx)) {
      await queueNotification(tx, adminId, {
        notification_type: 'system',
        title: 'Webhook switched off',
        message: `Events could not be delivered to ${webhook.url} for 3 days, so it was switched off. Check the receiving system, then resume it in Settings → Webhooks.`,
        urgency: 'high',
        metadata: { webhook_id: delivery.webhook_id },
      });
    }
    ctx.log.error({ webhook: { id: delivery.webhook_id } }, 'Webhook switched off after 3 days of failures');
  });
}
