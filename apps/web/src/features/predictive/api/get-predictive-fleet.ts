import {
  type PredictiveListQuery,
  predictiveAssetDetailSchema,
  predictiveFleetSchema,
} from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registerTableKeys } from '@/lib/realtime';

export const predictiveKeys = {
  all: ['predictive'] as const,
  fleet: (query: PredictiveListQuery) => [...predictiveKeys.all, 'fleet', query] as const,
  asset: (id: string) => [...predictiveKeys.all, 'asset', id] as const,
};

// The estimates follow the breakdown history, the register and the PM tasks: any committed change refreshes them.
for (const table of ['asset_breakdowns', 'assets', 'maintenance_tasks'])
  registerTableKeys(table, [predictiveKeys.all]);

export function getPredictiveFleet(query: PredictiveListQuery, signal?: AbortSignal) {
  return api.get('/api/predictive/assets', { query: { ...query }, schema: predictiveFleetSchema, signal });
}

export function predictiveFleetQueryOptions(query: PredictiveListQuery) {
  return queryOptions({
    queryKey: predictiveKeys.fleet(query),
    queryFn: ({ signal }) => getPredictiveFleet(query, signal),
    placeholderData: keepPreviousData,
    // Recomputed from the whole breakdown history on each request; a minute old is fresh enough.
    staleTime: 60_000,
  });
}

/** The fleet ranked by the chance of a breakdown in the next 30 days. */
export function usePredictiveFleet(query: PredictiveListQuery) {
  return useQuery(predictiveFleetQueryOptions(query));
}

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
