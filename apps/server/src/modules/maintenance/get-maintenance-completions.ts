import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { listCompletions } from './maintenance.queries';
import { loadTask } from './task-guards';

export async function getMaintenanceCompletions(ctx: AppContext, scope: SiteScope, id: string) {
  await loadTask(ctx.db, id, scope);
  return { data: await listCompletions(ctx.db, id) };
}
