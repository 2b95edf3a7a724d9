import type { CalendarTasksQuery } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { listCalendarTasks } from './maintenance.queries';

/** The tasks the calendar projects over [from, to) (projectOccurrences runs where they are shown). */
export function getCalendarTasks(ctx: AppContext, scope: SiteScope, query: CalendarTasksQuery) {
  return listCalendarTasks(ctx.db, scope, {
    ...query,
    from: new Date(query.from).toISOString(),
    to: new Date(query.to).toISOString(),
  });
}
