import { type PredictiveListQuery, predictiveFleetSchema } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { predictiveKeys } from './query-keys';

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
