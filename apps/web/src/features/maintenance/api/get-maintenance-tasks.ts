import { listResponseSchema, type MaintenanceTaskListQuery, maintenanceTaskSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { maintenanceKeys } from './query-keys';

const taskListSchema = listResponseSchema(maintenanceTaskSchema);
export type TaskListParams = Partial<Omit<MaintenanceTaskListQuery, 'active' | 'overdue'>> & {
  limit: number;
  offset: number;
  active?: boolean;
  overdue?: boolean;
};

export function maintenanceTasksQueryOptions(params: TaskListParams) {
  return keptGetQuery(maintenanceKeys.list(params), '/api/maintenance-tasks', {
    query: { ...params },
    schema: taskListSchema,
  });
}

/** A page of maintenance tasks (GET /api/maintenance-tasks). */
export function useMaintenanceTasks(params: TaskListParams) {
  return useQuery(maintenanceTasksQueryOptions(params));
}
