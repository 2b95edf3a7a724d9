import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { loadTask } from './task-guards';

export function getMaintenanceTask(ctx: AppContext, scope: SiteScope, id: string) {
  return loadTask(ctx.db, id, scope);
}
