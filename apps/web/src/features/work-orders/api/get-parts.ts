import { inventoryListResponseSchema } from '@plantwise/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { searchKept, useOnline } from '@/lib/offline/runtime';
import { workOrderKeys } from './query-keys';

type PartList = z.infer<typeof inventoryListResponseSchema>;

/** Stock items kept for picking parts offline (prefetched while online, kept on the device). */
export const keptPartsKey = ['inventory', 'work-order-parts-kept'] as const;

export function keptPartsQuery() {
  return {
    queryKey: keptPartsKey,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api.get('/api/inventory', { query: { limit: 100 }, schema: inventoryListResponseSchema, signal }),
  };
}

/**
 * Inventory items matching a term, with their stock on hand, for the completion's parts picker; offline,
 * searched among the items kept on the device (their stock as it was when saved).
 */
export function usePartSearch(q: string) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const search = useQuery({
    ...keptGetQuery(workOrderKeys.parts(q), '/api/inventory', {
      query: { q: q.trim() || undefined, limit: 20 },
      schema: inventoryListResponseSchema,
    }),
    enabled: online,
  });
  if (online) return search;
  const kept = queryClient.getQueryData<PartList>(keptPartsKey)?.data;
  const found = searchKept(kept, q, (item) => `${item.item_id} ${item.item_name}`);
  return { data: { ...found } as PartList, isSuccess: true };
}
