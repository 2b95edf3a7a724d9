import {
  type CompleteMaintenanceTaskInput,
  type CreateMaintenanceTaskInput,
  maintenanceTaskSchema,
  resetMonthResponseSchema,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

function useInvalidating<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

export function useCreateTask() {
  return useInvalidating((body: CreateMaintenanceTaskInput) =>
    api.post('/api/maintenance-tasks', body, { schema: maintenanceTaskSchema }),
  );
}

export function useUpdateTask() {
  return useInvalidating(({ id, body }: { id: string; body: Partial<CreateMaintenanceTaskInput> }) =>
    api.patch(`/api/maintenance-tasks/${id}`, body, { schema: maintenanceTaskSchema }),
  );
}

export function useDeleteTask() {
  return useInvalidating((id: string) => api.delete(`/api/maintenance-tasks/${id}`));
}

const completionResultSchema = z.object({
  completion_id: z.string(),
  follow_up_work_order_id: z.string().nullable(),
  follow_up_work_order_number: z.string().nullable(),
  next_due_date: z.string().nullable(),
  is_active: z.boolean(),
});

export function useCompleteTask() {
  return useInvalidating(({ id, body }: { id: string; body: CompleteMaintenanceTaskInput }) =>
    api.post(`/api/maintenance-tasks/${id}/complete`, body, { schema: completionResultSchema }),
  );
}

export function useResetMonth() {
  return useInvalidating(() =>
    api.post('/api/maintenance-tasks/reset-month', undefined, { schema: resetMonthResponseSchema }),
  );
}
