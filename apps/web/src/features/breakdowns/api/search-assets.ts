import { assetSummarySchema, listResponseSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { searchKept, useOnline } from '@/lib/offline/runtime';
import { breakdownKeys } from './query-keys';

const assetOptionSchema = assetSummarySchema.extend({
  location: z.string().nullable().optional(),
  status: z.string().optional(),
});
export type AssetOption = z.infer<typeof assetOptionSchema>;
const assetOptionsSchema = listResponseSchema(assetOptionSchema);

export const ASSET_SEARCH_LIMIT = 20;

export function searchAssets(q: string, signal?: AbortSignal, limit = ASSET_SEARCH_LIMIT) {
  return api.get('/api/assets', {
    query: { q: q.trim() || undefined, limit, sort: 'asset_name', order: 'asc' },
    schema: assetOptionsSchema,
    signal,
  });
}

/** Assets kept for picking one offline (prefetched while online, kept on the device). */
export const keptAssetOptionsKey = [...breakdownKeys.all, 'asset-options-kept'] as const;

export function keptAssetOptionsQuery() {
  return {
    queryKey: keptAssetOptionsKey,
    queryFn: ({ signal }: { signal?: AbortSignal }) => searchAssets('', signal, 100),
  };
}

/**
 * Assets matching a search term (GET /api/assets?q=…), for the report dialog's asset picker; offline,
 * searched among the assets kept on the device.
 */
export function useAssetSearch(q: string) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const search = useQuery({
    queryKey: breakdownKeys.assetSearch(q.trim().toLowerCase()),
    queryFn: ({ signal }) => searchAssets(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: online,
  });
  if (online) return search;
  const kept = queryClient.getQueryData<{ data: AssetOption[] }>(keptAssetOptionsKey)?.data;
  const data = searchKept(kept, q, (a) => `${a.asset_id} ${a.asset_name} ${a.location ?? ''}`);
  return { data, isSuccess: true, isPending: false, isError: false, isFetching: false } as const;
}
