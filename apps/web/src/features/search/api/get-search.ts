import {
  type RecentSearchList,
  recentSearchListSchema,
  SEARCH_TABLES,
  type SearchResponse,
  type SearchType,
  searchResponseSchema,
} from '@plantwise/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registerTableKeys } from '@/lib/realtime';

export const searchKeys = {
  all: ['search'] as const,
  results: (term: string, type: SearchType | null) => [...searchKeys.all, 'results', term, type] as const,
  recent: () => [...searchKeys.all, 'recent'] as const,
};

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

export function useRecentSearches(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.recent(),
    queryFn: ({ signal }) => api.get('/api/search/recent', { schema: recentSearchListSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Records a search the person acted on: it goes to the top of their Recent Searches. */
export function useSaveRecentSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (term: string) =>
      api.post<RecentSearchList>('/api/search/recent', { term }, { schema: recentSearchListSchema }),
    onSuccess: (list) => queryClient.setQueryData(searchKeys.recent(), list),
  });
}

export function useClearRecentSearches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<RecentSearchList>('/api/search/recent', { schema: recentSearchListSchema }),
    onSuccess: (list) => queryClient.setQueryData(searchKeys.recent(), list),
  });
}

// Results follow the records they show: any committed change of a searched table refreshes them.
for (const table of SEARCH_TABLES) registerTableKeys(table, [[...searchKeys.all, 'results']]);
