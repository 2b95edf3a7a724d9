import { type AssetListQuery, assetListResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { assetKeys } from './query-keys';

export function assetsQueryOptions(query: AssetListQuery) {
  return keptGetQuery(assetKeys.list(query), '/api/assets', {
    query: { ...query },
    schema: assetListResponseSchema,
  });
}

/** One page of the register (GET /api/assets): the server filters, sorts and pages. */
export function useAssets(query: AssetListQuery) {
  return useQuery(assetsQueryOptions(query));
}
