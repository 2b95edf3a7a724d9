import type { CalendarTasksQuery, MaintenanceTaskListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { listCalendar, listCalendarTasks, listCompletions, listTasks } from './maintenance.queries';
import { loadTask } from './task-guards';

export function getMaintenanceTaskList(ctx: AppContext, query: MaintenanceTaskListQuery) {
  return listTasks(ctx.db, query, ctx.now());
}

export function getMaintenanceTask(ctx: AppContext, id: string) {
  return loadTask(ctx.db, id);
}

export async function getMaintenanceCompletions(ctx: AppContext, id: string) {
  await loadTask(ctx.db, id);
  return { data: await listCompletions(ctx.db, id) };
}

export async function getCalendar(ctx: AppContext, from: string, to: string) {
  return { data: await listCalendar(ctx.db, new Date(from).toISOString(), new Date(to).toISOString()) };
}

/** The tasks the calendar projects over [from, to) (projectOccurrences runs where they are shown). */
export function getCalendarTasks(ctx: AppContext, query: CalendarTasksQuery) {
  return listCalendarTasks(ctx.db, {
    ...query,
    from: new Date(query.from).toISOString(),
    to: new Date(query.to).toISOString(),
  });
}
