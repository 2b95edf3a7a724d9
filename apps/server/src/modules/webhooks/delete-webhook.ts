import { ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deleteWebhookRow, lockWebhook } from './webhooks.queries';

/** Deletes a webhook with its delivery log; events waiting for it are not sent. */
export async function deleteWebhook(ctx: AppContext, actor: Actor, id: string): Promise<{ ok: true }> {
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockWebhook(tx, id);
    if (!current) throw new AppError(ERRORS.webhookNotFound);
    await deleteWebhookRow(tx, id);
    await appendAudit(tx, actor, {
      action: 'webhook.deleted',
      entity_type: 'webhook',
      entity_id: id,
      before: { url: current.url, events: current.events, active: current.active },
    });
  });
  return { ok: true };
}
