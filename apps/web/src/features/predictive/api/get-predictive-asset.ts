import { predictiveAssetDetailSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { predictiveKeys } from './query-keys';

export function getPredictiveAsset(id: string, signal?: AbortSignal) {
  return api.get(`/api/predictive/assets/${id}`, { schema: predictiveAssetDetailSchema, signal });
}

/** One asset's fit, plots and explanation. */
export function usePredictiveAsset(id: string | null) {
  return useQuery({
    queryKey: predictiveKeys.asset(id ?? ''),
    queryFn: ({ signal }) => getPredictiveAsset(id as string, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
