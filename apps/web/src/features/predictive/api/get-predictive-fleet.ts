import { type PredictiveListQuery, predictiveFleetSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { predictiveKeys } from './query-keys';

export function predictiveFleetQueryOptions(query: PredictiveListQuery) {
  return keptGetQuery(
    predictiveKeys.fleet(query),
    '/api/predictive/assets',
    { query: { ...query }, schema: predictiveFleetSchema },
    // Recomputed from the whole breakdown history on each request; a minute old is fresh enough.
    { staleTime: 60_000 },
  );
}

/** The fleet ranked by the chance of a breakdown in the next 30 days. */
export function usePredictiveFleet(query: PredictiveListQuery) {
  return useQuery(predictiveFleetQueryOptions(query));
}
