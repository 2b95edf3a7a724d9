import { dashboardResponseSchema } from '@plantwise/domain';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** The dashboard of the whole plant, or of one location of the tree and everything below it. */
const dashboardQuery = (location: string | null = null) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, location] as const,
    queryFn: ({ signal }) =>
      api.get('/api/dashboard', {
        query: { location_id: location ?? undefined },
        schema: dashboardResponseSchema,
        signal,
      }),
  });

/** The plant at a glance and my work (GET /api/dashboard); refetched each minute for the clock's sake. */
export function useDashboard(location: string | null = null) {
  return useQuery({
    ...dashboardQuery(location),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/**
 * Starts loading the dashboard's figures before its screen renders (while the session is checked).
 * `answer` is the request the router sent before this module had loaded; it is checked here.
 */
export function prefetchDashboard(queryClient: QueryClient, answer?: Promise<unknown>) {
  if (!answer) return queryClient.prefetchQuery(dashboardQuery());
  return queryClient.prefetchQuery({
    ...dashboardQuery(),
    queryFn: async () => dashboardResponseSchema.parse(await answer),
  });
}
