import type { AppContext } from '../../platform/context';
import { loadTask } from './task-guards';

export function getMaintenanceTask(ctx: AppContext, id: string) {
  return loadTask(ctx.db, id);
}
