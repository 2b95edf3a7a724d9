import { assetHistoryResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export const ASSET_HISTORY_LIMIT = 100;

export function getAssetHistory(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${id}/history`, {
    query: { limit: ASSET_HISTORY_LIMIT },
    schema: assetHistoryResponseSchema,
    signal,
  });
}

/** The asset's work orders, breakdowns and maintenance tasks, newest first. */
export function useAssetHistory(id: string) {
  return useQuery({ queryKey: assetKeys.history(id), queryFn: ({ signal }) => getAssetHistory(id, signal) });
}
