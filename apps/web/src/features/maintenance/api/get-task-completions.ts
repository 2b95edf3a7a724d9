import { maintenanceCompletionSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

/** Every completion record of a task, newest first. */
export function useTaskCompletions(id: string, enabled = true) {
  return useQuery({
    queryKey: maintenanceKeys.completions(id),
    queryFn: ({ signal }) =>
      api.get(`/api/maintenance-tasks/${id}/completions`, {
        schema: z.object({ data: z.array(maintenanceCompletionSchema) }),
        signal,
      }),
    enabled,
  });
}
