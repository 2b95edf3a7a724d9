import { assetChildrenResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export function getAssetChildren(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${id}/children`, { schema: assetChildrenResponseSchema, signal });
}

/** The assets that are part of this one (GET /api/assets/:id/children), by asset ID. */
export function useAssetChildren(id: string) {
  return useQuery({
    queryKey: assetKeys.children(id),
    queryFn: ({ signal }) => getAssetChildren(id, signal),
  });
}
