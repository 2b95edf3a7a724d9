import { listResponseSchema, type MaintenanceTaskListQuery, maintenanceTaskSchema } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './query-keys';

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
