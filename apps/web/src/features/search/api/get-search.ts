import { type SearchResponse, type SearchType, searchResponseSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchKeys } from './query-keys';

export function getSearch(
  term: string,
  type: SearchType | null,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return api.get('/api/search', { query: { q: term, type }, schema: searchResponseSchema, signal });
}

/**
 * The results of a (debounced) term, nothing for an empty one. Changing only the type filter keeps the
 * previous answer on screen until the new one arrives; a new term shows 'Searching...' instead.
 */
export function useSearch(term: string, type: SearchType | null) {
  return useQuery({
    queryKey: searchKeys.results(term, type),
    queryFn: ({ signal }) => getSearch(term, type, signal),
    enabled: term.length > 0,
    staleTime: 30_000,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === term ? keepPreviousData(previous) : undefined,
  });
}
