import { maintenanceTaskSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

/** One task (GET /api/maintenance-tasks/:id), e.g. the target of a `?highlight={id}` link; none for null. */
export function useMaintenanceTask(id: string | null) {
  return useQuery({
    queryKey: maintenanceKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/maintenance-tasks/${encodeURIComponent(id ?? '')}`, {
        schema: maintenanceTaskSchema,
        signal,
      }),
    enabled: Boolean(id),
    retry: false,
  });
}
