import { webhookApi as api, listResponseSchema, okResponseSchema } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listWebhookDeliveries, listWebhooks } from './list-webhooks';
import { redeliverWebhook } from './redeliver-webhook';
import { updateWebhook } from './update-webhook';

export const webhookRoutes = moduleRoutes({ tags: ['webhooks'] }, (route, ctx) => {
  route.get(
    '/webhooks',
    {
      access: 'admin',
      summary: 'List webhooks',
      operationId: 'listWebhooks',
      querystring: api.webhookListQuerySchema,
      response: { 200: listResponseSchema(api.webhookSchema) },
    },
    async (request) => listWebhooks(ctx, request.query),
  );

  route.create(
    '/webhooks',
    {
      access: 'admin',
      summary: 'Add a webhook (its signing secret is answered this once)',
      operationId: 'createWebhook',
      body: api.createWebhookBodySchema,
      created: api.createdWebhookSchema,
    },
    async (request) => createWebhook(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.patch(
    '/webhooks/:id',
    {
      access: 'admin',
      summary: 'Change, pause or resume a webhook',
      operationId: 'updateWebhook',
      body: api.updateWebhookBodySchema,
      response: { 200: api.webhookSchema },
    },
    async (request) => updateWebhook(ctx, actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/webhooks/:id',
    {
      access: 'admin',
      summary: 'Delete a webhook and its delivery log',
      operationId: 'deleteWebhook',
      response: { 200: okResponseSchema },
    },
    async (request) => deleteWebhook(ctx, actorOf(request), request.params.id),
  );

  route.get(
    '/webhooks/:id/deliveries',
    {
      access: 'admin',
      summary: "List a webhook's deliveries",
      operationId: 'listWebhookDeliveries',
      querystring: api.webhookDeliveryListQuerySchema,
      response: { 200: listResponseSchema(api.webhookDeliverySchema) },
    },
    async (request) => listWebhookDeliveries(ctx, request.params.id, request.query),
  );

  route.create(
    '/webhook-deliveries/:id/redeliver',
    {
      access: 'admin',
      summary: "Send a delivery's event again",
      operationId: 'redeliverWebhook',
      created: api.webhookDeliverySchema,
    },
    async (request) => redeliverWebhook(ctx, actorOf(request), request.params.id),
  );
});
