import { ERRORS, type PageQuery, type Webhook, type WebhookDelivery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toWebhook, toWebhookDelivery } from './webhooks.presenters';
import { findWebhook, listDeliveryRows, listWebhookRows } from './webhooks.queries';

/** Every webhook, in the order they were added (admins). */
export async function listWebhooks(
  ctx: AppContext,
  page: PageQuery,
): Promise<{ data: Webhook[]; total: number }> {
  const { rows, total } = await listWebhookRows(ctx.db, page);
  return { data: rows.map(toWebhook), total };
}

/** One webhook's delivery log, newest first. */
export async function listWebhookDeliveries(
  ctx: AppContext,
  id: string,
  page: PageQuery,
): Promise<{ data: WebhookDelivery[]; total: number }> {
  if (!(await findWebhook(ctx.db, id))) throw new AppError(ERRORS.webhookNotFound);
  const { rows, total } = await listDeliveryRows(ctx.db, id, page);
  return { data: rows.map(toWebhookDelivery), total };
}
