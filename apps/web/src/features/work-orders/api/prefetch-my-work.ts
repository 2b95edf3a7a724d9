import { listResponseSchema, workOrderSchema } from '@plantwise/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keptPartsQuery } from './get-parts';
import { workOrderKeys } from './query-keys';

/**
 * Fetches the person's open work orders (pending and in progress) with their checklists, each into the
 * cache under its own detail key, and the stock items for the parts picker, so all of it is kept on the
 * device and opens without a signal (docs/decisions/offline-queue.md).
 */
export async function prefetchMyWorkOrders(queryClient: QueryClient, personId: string): Promise<void> {
  const lists = await Promise.all(
    (['in-progress', 'pending'] as const).map((status) =>
      api.get('/api/work-orders', {
        query: { assigned_to: personId, status, limit: 100, offset: 0 },
        schema: listResponseSchema(workOrderSchema),
      }),
    ),
  );
  for (const workOrder of lists.flatMap((list) => list.data)) {
    queryClient.setQueryData(workOrderKeys.detail(workOrder.id), workOrder);
  }
  await queryClient.prefetchQuery(keptPartsQuery());
}
