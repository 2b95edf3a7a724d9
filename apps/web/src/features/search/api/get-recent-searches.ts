import { type RecentSearchList, recentSearchListSchema } from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchKeys } from './query-keys';

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
