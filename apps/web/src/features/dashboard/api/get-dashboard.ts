import { dashboardResponseSchema } from '@plantwise/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => api.get('/api/dashboard', { schema: dashboardResponseSchema, signal }),
});

/** The plant at a glance and my work (GET /api/dashboard); refetched each minute for the clock's sake. */
export function useDashboard() {
  return useQuery({ ...dashboardQuery, refetchInterval: 60_000 });
}

/**
 * Starts loading the dashboard's figures before its screen renders (while the session is checked).
 * `answer` is the request the router sent before this module had loaded; it is checked here.
 */
export function prefetchDashboard(queryClient: QueryClient, answer?: Promise<unknown>) {
  if (!answer) return queryClient.prefetchQuery(dashboardQuery);
  return queryClient.prefetchQuery({
    ...dashboardQuery,
    queryFn: async () => dashboardResponseSchema.parse(await answer),
  });
}
