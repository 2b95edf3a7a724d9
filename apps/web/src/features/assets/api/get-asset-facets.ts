import { type AssetFacetsQuery, assetFacetsSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { assetKeys } from './query-keys';

export function assetFacetsQueryOptions(query: AssetFacetsQuery = {}) {
  return keptGetQuery(assetKeys.facets(query), '/api/assets/facets', {
    query: { ...query },
    schema: assetFacetsSchema,
  });
}

/** Counts per status under the other filters, and the register's sites. */
export function useAssetFacets(query: AssetFacetsQuery = {}) {
  return useQuery(assetFacetsQueryOptions(query));
}
