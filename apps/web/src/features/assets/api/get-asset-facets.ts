import { type AssetFacetsQuery, assetFacetsSchema } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export function getAssetFacets(query: AssetFacetsQuery, signal?: AbortSignal) {
  return api.get('/api/assets/facets', { query: { ...query }, schema: assetFacetsSchema, signal });
}

export function assetFacetsQueryOptions(query: AssetFacetsQuery = {}) {
  return queryOptions({
    queryKey: assetKeys.facets(query),
    queryFn: ({ signal }) => getAssetFacets(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Counts per status under the other filters, and the register's sites. */
export function useAssetFacets(query: AssetFacetsQuery = {}) {
  return useQuery(assetFacetsQueryOptions(query));
}
