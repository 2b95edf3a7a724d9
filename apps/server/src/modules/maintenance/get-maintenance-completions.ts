import type { AppContext } from '../../platform/context';
import { listCompletions } from './maintenance.queries';
import { loadTask } from './task-guards';

export async function getMaintenanceCompletions(ctx: AppContext, id: string) {
  await loadTask(ctx.db, id);
  return { data: await listCompletions(ctx.db, id) };
}
