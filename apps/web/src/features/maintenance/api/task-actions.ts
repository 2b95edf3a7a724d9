import {
  type CompleteMaintenanceTaskInput,
  type CreateMaintenanceTaskInput,
  type MaintenanceTask,
  maintenanceTaskSchema,
  resetMonthResponseSchema,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { type SendOrQueueResult, sendOrQueue } from '@/lib/offline/runtime';
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

export type TaskCompletionResult = z.infer<typeof completionResultSchema>;

/** The kind of a queued completion, so a task's row can say it is waiting to send. */
export const TASK_COMPLETION_CHANGE = 'maintenance.complete';

/**
 * Records a completion; without a signal it is kept on the device with its idempotency key and sent when
 * the connection returns (docs/decisions/offline-queue.md), like a work order's.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (TanStack would hold it until online): offline it is queued, not sent.
    networkMode: 'always',
    mutationFn: async ({
      task,
      body,
    }: {
      task: MaintenanceTask;
      body: CompleteMaintenanceTaskInput;
    }): Promise<SendOrQueueResult<TaskCompletionResult>> => {
      const result = await sendOrQueue<unknown>({
        method: 'POST',
        path: `/api/maintenance-tasks/${task.id}/complete`,
        body: { kind: 'json', value: body },
        label: `Complete "${task.title}"`,
        kind: TASK_COMPLETION_CHANGE,
        record_id: task.id,
      });
      return result.queued ? result : { queued: false, answer: completionResultSchema.parse(result.answer) };
    },
    onSuccess: (result) => {
      if (!result.queued) return queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
}

export function useResetMonth() {
  return useInvalidating(() =>
    api.post('/api/maintenance-tasks/reset-month', undefined, { schema: resetMonthResponseSchema }),
  );
}
