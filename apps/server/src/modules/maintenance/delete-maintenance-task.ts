import { ERRORS } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { countCompletions, deleteTask } from './maintenance.queries';
import { lockExistingTask } from './task-guards';

/**
 * Deletes a task and its calendar events (spec §4). A task with completion records keeps them
 * (BRCGS evidence): it cannot be deleted, only deactivated.
 */
export async function deleteMaintenanceTask(ctx: AppContext, scope: SiteScope, actor: Actor, id: string) {
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingTask(tx, id, scope);
    if ((await countCompletions(tx, id)) > 0) throw new AppError(ERRORS.taskHasCompletions);
    await deleteTask(tx, id);
    await appendAudit(tx, actor, {
      action: 'maintenance_task.deleted',
      entity_type: 'maintenance_task',
      occurred_at: at,
      entity_id: id,
      before: current,
    });
  });
  return { ok: true as const };
}
