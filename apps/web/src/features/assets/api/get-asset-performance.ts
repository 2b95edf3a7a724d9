import { assetPerformanceSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export function getAssetPerformance(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${id}/performance`, { schema: assetPerformanceSchema, signal });
}

/** One asset's spec §9 analytics (as the analytics screen), maintenance dates and simple 30-day figures. */
export function useAssetPerformance(id: string) {
  return useQuery({
    queryKey: assetKeys.performance(id),
    queryFn: ({ signal }) => getAssetPerformance(id, signal),
  });
}
