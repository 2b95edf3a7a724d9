import { assignablePeopleSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { breakdownKeys } from './query-keys';

export function getAssignees(signal?: AbortSignal) {
  return api.get('/api/breakdowns/assignees', { schema: assignablePeopleSchema, signal });
}

/** Active technicians, managers and administrators (for managers assigning anyone). */
export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: breakdownKeys.assignees(),
    queryFn: ({ signal }) => getAssignees(signal),
    enabled,
  });
}
