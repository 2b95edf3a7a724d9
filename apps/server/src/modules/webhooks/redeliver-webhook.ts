import { ERRORS, type WebhookDelivery } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toWebhookDelivery } from './webhooks.presenters';
import { findDelivery, insertRedelivery, lockWebhook } from './webhooks.queries';

/**
 * Sends a delivery's event again, as a new delivery (same event id, so a receiver can tell it is the same
 * event; a fresh 24 h of retries). The original keeps its outcome in the log. Refused while the webhook is
 * paused or switched off.
 */
export async function redeliverWebhook(ctx: AppContext, actor: Actor, id: string): Promise<WebhookDelivery> {
  const original = await findDelivery(ctx.db, id);
  if (!original) throw new AppError(ERRORS.webhookDeliveryNotFound);
  const newId = await auditedTransaction(ctx.db, async (tx) => {
    const webhook = await lockWebhook(tx, original.webhook_id);
    if (!webhook) throw new AppError(ERRORS.webhookDeliveryNotFound);
    if (!webhook.active) throw new AppError(ERRORS.webhookInactive);
    const created = await insertRedelivery(tx, original);
    await appendAudit(tx, actor, {
      action: 'webhook.redelivered',
      entity_type: 'webhook',
      entity_id: webhook.id,
      after: { delivery_id: created, redelivery_of: original.id, event_id: original.event_id },
    });
    return created;
  });
  const delivery = await findDelivery(ctx.db, newId);
  if (!delivery) throw new AppError(ERRORS.webhookDeliveryNotFound);
  return toWebhookDelivery(delivery);
}
