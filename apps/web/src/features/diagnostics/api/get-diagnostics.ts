import { diagnosticsSchema } from '@plantwise/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { diagnosticsKeys } from './query-keys';

/** Live figures: refreshed every 15 s while the screen is open. */
export const REFRESH_MS = 15_000;

export function diagnosticsQueryOptions() {
  return queryOptions({
    queryKey: diagnosticsKeys.summary(),
    queryFn: ({ signal }) => api.get('/api/admin/diagnostics', { schema: diagnosticsSchema, signal }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

export function useDiagnostics() {
  return useQuery(diagnosticsQueryOptions());
}
