import { assignablePeopleSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { breakdownKeys } from './query-keys';

export function getAssignees(assetId: string | undefined, signal?: AbortSignal) {
  return api.get('/api/breakdowns/assignees', {
    schema: assignablePeopleSchema,
    query: assetId ? { asset_id: assetId } : undefined,
    signal,
  });
}

/**
 * Active technicians, managers and administrators (for managers assigning anyone); with the work's asset,
 * only those who may see its site.
 */
export function useAssignees(enabled: boolean, assetId?: string) {
  return useQuery({
    queryKey: breakdownKeys.assignees(assetId),
    queryFn: ({ signal }) => getAssignees(assetId, signal),
    enabled,
  });
}
