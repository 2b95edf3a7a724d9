import { breakdownCountsSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { breakdownKeys } from './query-keys';

export function getBreakdownCounts(signal?: AbortSignal) {
  return api.get('/api/breakdowns/counts', { schema: breakdownCountsSchema, signal });
}

/** Active, active critical and open quick-report counts (the header's red counter). */
export function useBreakdownCounts() {
  return useQuery({ queryKey: breakdownKeys.counts(), queryFn: ({ signal }) => getBreakdownCounts(signal) });
}
