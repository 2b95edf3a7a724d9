import { inventoryListResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { workOrderKeys } from './query-keys';

/** Inventory items matching a term, with their stock on hand, for the completion's parts picker. */
export function usePartSearch(q: string) {
  return useQuery(
    keptGetQuery(workOrderKeys.parts(q), '/api/inventory', {
      query: { q: q.trim() || undefined, limit: 20 },
      schema: inventoryListResponseSchema,
    }),
  );
}
