import type { MaintenanceTaskListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { listTasks } from './maintenance.queries';

export function getMaintenanceTaskList(ctx: AppContext, query: MaintenanceTaskListQuery) {
  return listTasks(ctx.db, query, ctx.now());
}
