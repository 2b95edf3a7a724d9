import { inventoryListResponseSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

/** Inventory items matching a term, with their stock on hand, for the completion's parts picker. */
export function usePartSearch(q: string) {
  return useQuery({
    queryKey: workOrderKeys.parts(q),
    queryFn: ({ signal }) =>
      api.get('/api/inventory', {
        query: { q: q.trim() || undefined, limit: 20 },
        schema: inventoryListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
