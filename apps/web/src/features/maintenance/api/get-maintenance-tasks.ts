import {
  type CompleteMaintenanceTaskInput,
  type CreateMaintenanceTaskInput,
  calendarEventSchema,
  listResponseSchema,
  type MaintenanceTaskListQuery,
  maintenanceCompletionSchema,
  maintenanceTaskSchema,
  resetMonthResponseSchema,
} from '@plantwise/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { registerTableKeys } from '@/lib/realtime';

export const maintenanceKeys = {
  all: ['maintenance-tasks'] as const,
  lists: () => [...maintenanceKeys.all, 'list'] as const,
  list: (query: object) => [...maintenanceKeys.lists(), query] as const,
  completions: (id: string) => [...maintenanceKeys.all, 'completions', id] as const,
  detail: (id: string) => [...maintenanceKeys.all, 'detail', id] as const,
};

// Any committed change of a task or a completion (by anyone, on any instance) refreshes the screens.
registerTableKeys('maintenance_tasks', [maintenanceKeys.all]);
registerTableKeys('maintenance_completions', [maintenanceKeys.all]);

const taskListSchema = listResponseSchema(maintenanceTaskSchema);
export type TaskListParams = Partial<Omit<MaintenanceTaskListQuery, 'active' | 'overdue'>> & {
  limit: number;
  offset: number;
  active?: boolean;
  overdue?: boolean;
};

export function getMaintenanceTasks(params: TaskListParams, signal?: AbortSignal) {
  const { active, overdue, ...rest } = params;
  const query = {
    ...rest,
    active: active === undefined ? undefined : String(active),
    overdue: overdue === undefined ? undefined : String(overdue),
  };
  return api.get('/api/maintenance-tasks', { query, schema: taskListSchema, signal });
}

export function maintenanceTasksQueryOptions(params: TaskListParams) {
  return queryOptions({
    queryKey: maintenanceKeys.list(params),
    queryFn: ({ signal }) => getMaintenanceTasks(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of maintenance tasks (GET /api/maintenance-tasks). */
export function useMaintenanceTasks(params: TaskListParams) {
  return useQuery(maintenanceTasksQueryOptions(params));
}

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

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => [...calendarKeys.all, from, to] as const,
};
registerTableKeys('calendar_events', [calendarKeys.all]);
registerTableKeys('work_orders', [calendarKeys.all]);

/** Calendar events and scheduled work orders in [from, to) (GET /api/calendar). */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) =>
      api.get('/api/calendar', {
        query: { from, to },
        schema: z.object({ data: z.array(calendarEventSchema) }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
