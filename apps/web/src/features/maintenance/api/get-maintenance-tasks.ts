import {
  DEFAULT_PAGE_SIZE,
  listResponseSchema,
  type MaintenanceTaskListQuery,
  maintenanceTaskSchema,
} from '@plantwise/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
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

/** The Preventive Maintenance screen's first page: every task by next due date, overdue and today's first. */
export const FIRST_PAGE_OF_TASKS = {
  limit: DEFAULT_PAGE_SIZE,
  offset: 0,
  sort: 'next_due_date',
} as const satisfies TaskListParams;

/** The screen's three counts (a page of one task each: the total is the count). */
export const TASK_TILES = {
  active: { limit: 1, offset: 0, active: true },
  overdue: { limit: 1, offset: 0, overdue: true },
  dueSoon: { limit: 1, offset: 0, upcoming_days: 7 },
} as const satisfies Record<string, TaskListParams>;

/**
 * Fetches what the Preventive Maintenance screen opens with, so a technician who goes where there is no
 * signal still has today's and overdue tasks on the device (kept with their work, lib/offline/kept-work).
 */
export function prefetchDueTasks(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [FIRST_PAGE_OF_TASKS, ...Object.values(TASK_TILES)].map((params) =>
      queryClient.prefetchQuery(maintenanceTasksQueryOptions(params)),
    ),
  );
}
