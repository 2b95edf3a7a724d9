import { assignablePeopleSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { breakdownKeys } from './query-keys';

export function getAssignees(filter: { q: string; assetId?: string }, signal?: AbortSignal) {
  return api.get('/api/breakdowns/assignees', {
    schema: assignablePeopleSchema,
    query: { q: filter.q.trim() || undefined, asset_id: filter.assetId },
    signal,
  });
}

/**
 * The first page of active technicians, managers and administrators whose name or e-mail holds the words of
 * `q` (for managers assigning anyone); with the work's asset, only those who may see its site.
 */
export function useAssigneeSearch(q: string, assetId?: string) {
  return useQuery({
    queryKey: breakdownKeys.assignees(assetId, q.trim().toLowerCase()),
    queryFn: ({ signal }) => getAssignees({ q, assetId }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
