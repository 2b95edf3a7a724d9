import { breakdownHistorySchema, breakdownSchema } from '@plantwise/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { breakdownKeys } from './query-keys';

export function getBreakdown(id: string, signal?: AbortSignal) {
  return api.get(`/api/breakdowns/${id}`, { schema: breakdownSchema, signal });
}

export function breakdownQueryOptions(id: string) {
  return queryOptions({
    queryKey: breakdownKeys.detail(id),
    queryFn: ({ signal }) => getBreakdown(id, signal),
  });
}

export function useBreakdown(id: string | null) {
  return useQuery({ ...breakdownQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function getBreakdownHistory(id: string, signal?: AbortSignal) {
  return api.get(`/api/breakdowns/${id}/history`, { schema: breakdownHistorySchema, signal });
}

/** The breakdown's timeline: reported, assigned, stopped, refused completions, completed, notifications. */
export function useBreakdownHistory(id: string | null) {
  return useQuery({
    queryKey: breakdownKeys.history(id ?? ''),
    queryFn: ({ signal }) => getBreakdownHistory(id ?? '', signal),
    enabled: Boolean(id),
  });
}
