import { calendarTaskSchema, listResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { maintenanceKeys } from './query-keys';

const calendarTaskListSchema = listResponseSchema(calendarTaskSchema);

/**
 * The schedules of the active tasks that can fall in [from, to) (GET /api/calendar/tasks): the calendar
 * projects their occurrences itself. Under the task keys, so any change of a task refreshes it.
 */
export function useCalendarTasks(from: string, to: string) {
  return useQuery(
    keptGetQuery(maintenanceKeys.calendar(from, to), '/api/calendar/tasks', {
      query: { from, to },
      schema: calendarTaskListSchema,
    }),
  );
}
