import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_STALE_TIME_MS } from '@plantwise/domain';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { rememberOwnAction } from './own-actions';

/** Client cache defaults of spec §7: stale 10 min, kept 15 min, 2 retries, no refetch on focus. */
export function createQueryClient() {
  return new QueryClient({
    // What this browser just changed, so the server's notification about it does not toast again.
    mutationCache: new MutationCache({ onSuccess: (data, variables) => rememberOwnAction(data, variables) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; retry only network and server failures.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < QUERY_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
