import { type AssetListQuery, assetListResponseSchema } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export function getAssets(query: AssetListQuery, signal?: AbortSignal) {
  return api.get('/api/assets', { query: { ...query }, schema: assetListResponseSchema, signal });
}

export function assetsQueryOptions(query: AssetListQuery) {
  return queryOptions({
    queryKey: assetKeys.list(query),
    queryFn: ({ signal }) => getAssets(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the register (GET /api/assets): the server filters, sorts and pages. */
export function useAssets(query: AssetListQuery) {
  return useQuery(assetsQueryOptions(query));
}
