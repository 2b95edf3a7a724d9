import { ERRORS, normaliseWebhookEvents, type UpdateWebhookBody, type Webhook } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction, valuesBefore } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertWebhookUrlAllowed } from './webhook-address';
import { toWebhook } from './webhooks.presenters';
import { lockWebhook, updateWebhookRow } from './webhooks.queries';

/**
 * Changes a webhook's address, events, or pauses and resumes it. Resuming starts its failure count afresh (a
 * webhook switched off for failing is resumed once its receiver is fixed); deliveries waiting while it was off
 * go out then.
 */
export async function updateWebhook(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateWebhookBody,
): Promise<Webhook> {
  if (input.url !== undefined) assertWebhookUrlAllowed(ctx, input.url);
  const row = await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockWebhook(tx, id);
    if (!current) throw new AppError(ERRORS.webhookNotFound);
    const changes = {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: normaliseWebhookEvents(input.events) } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.active === true && !current.active ? { failing_since: null, switched_off_at: null } : {}),
      updated_at: ctx.now().toISOString(),
    };
    const updated = await updateWebhookRow(tx, id, changes);
    await appendAudit(tx, actor, {
      action: 'webhook.updated',
      entity_type: 'webhook',
      entity_id: id,
      occurred_at: changes.updated_at,
      before: valuesBefore(current, changes),
      after: changes,
    });
    return updated;
  });
  return toWebhook(row);
}
