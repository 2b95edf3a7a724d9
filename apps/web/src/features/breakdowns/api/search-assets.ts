import { assetSummarySchema, listResponseSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
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

/** Assets matching a search term (GET /api/assets?q=…), for the report dialog's asset picker. */
export function useAssetSearch(q: string) {
  return useQuery({
    queryKey: breakdownKeys.assetSearch(q.trim().toLowerCase()),
    queryFn: ({ signal }) => searchAssets(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
