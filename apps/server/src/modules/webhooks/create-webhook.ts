import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhook,
  type CreateWebhookBody,
  normaliseWebhookEvents,
  WEBHOOK_SECRET_PREFIX,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { assertWebhookUrlAllowed } from './webhook-address';
import { toWebhook } from './webhooks.presenters';
import { insertWebhook } from './webhooks.queries';

/**
 * Registers a webhook (admins) and answers its signing secret this once. The secret is kept as written, because
 * the server signs every delivery with it; it is never answered again, and the audit entry leaves it out.
 */
export async function createWebhook(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: CreateWebhookBody,
): Promise<CreatedWebhook> {
  assertWebhookUrlAllowed(ctx, input.url);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await auditedTransaction(ctx.db, async (tx) => {
    const created = await insertWebhook(tx, {
      url: input.url,
      events: normaliseWebhookEvents(input.events),
      active: input.active,
      secret,
      created_by: auth.user.id,
      created_at: ctx.now().toISOString(),
    });
    await appendAudit(tx, actor, {
      action: 'webhook.created',
      entity_type: 'webhook',
      entity_id: created.id,
      after: { url: created.url, events: created.events, active: created.active },
    });
    return created;
  });
  return { ...toWebhook(row), secret };
}
