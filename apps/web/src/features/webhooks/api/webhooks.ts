import {
  type CreatedWebhook,
  type CreateWebhookBody,
  createdWebhookSchema,
  listResponseSchema,
  okResponseSchema,
  type PageQuery,
  type UpdateWebhookBody,
  webhookDeliverySchema,
  webhookSchema,
} from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { refreshUnlessLive } from '@/lib/realtime';
import { webhookKeys } from './query-keys';

const listSchema = listResponseSchema(webhookSchema);
const deliveriesSchema = listResponseSchema(webhookDeliverySchema);

/** Every webhook (admins). */
export function useWebhooks(page: PageQuery) {
  return useQuery(
    keptGetQuery(webhookKeys.list(page), '/api/webhooks', { query: { ...page }, schema: listSchema }),
  );
}

/** One webhook's delivery log, newest first; polled while open so retries show as they happen. */
export function useWebhookDeliveries(id: string | null, page: PageQuery) {
  return useQuery(
    keptGetQuery(
      webhookKeys.deliveries(id ?? 'none', page),
      `/api/webhooks/${id}/deliveries`,
      { query: { ...page }, schema: deliveriesSchema },
      { enabled: id !== null },
    ),
  );
}

export function createWebhook(body: CreateWebhookBody): Promise<CreatedWebhook> {
  return api.post('/api/webhooks', body, { schema: createdWebhookSchema });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => refreshUnlessLive(queryClient, webhookKeys.all),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
      api.patch(`/api/webhooks/${id}`, body, { schema: webhookSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, webhookKeys.all),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/webhooks/${id}`, { schema: okResponseSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, webhookKeys.all),
  });
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post(`/api/webhook-deliveries/${deliveryId}/redeliver`, undefined, {
        schema: webhookDeliverySchema,
      }),
    onSuccess: () => refreshUnlessLive(queryClient, webhookKeys.all),
  });
}
