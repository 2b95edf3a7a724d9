import type { MaintenanceTaskListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { listTasks } from './maintenance.queries';

export function getMaintenanceTaskList(ctx: AppContext, scope: SiteScope, query: MaintenanceTaskListQuery) {
  return listTasks(ctx.db, scope, query, ctx.now());
}
