import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';

type Extra = { staleTime?: number; refetchInterval?: number; enabled?: boolean };

/**
 * The query options of a GET whose answer follows filters, a search term or a page: while the next
 * answer loads, the screen keeps showing the last one (its rows, totals and pager) rather than
 * flashing a skeleton at each keystroke or page.
 */
export function keptGetQuery<T, K extends QueryKey>(
  queryKey: K,
  path: string,
  request: Pick<RequestOptions<T>, 'query' | 'schema'>,
  extra: Extra = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { ...request, signal }),
    placeholderData: keepPreviousData,
    ...extra,
  });
}
