import { zonedMonthRange } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { lockTasksCompletedBetween, updateTask } from './maintenance.queries';

/**
 * Clears last_completed_date of the tasks completed in the current plant month (spec §4; managers and
 * admins), of the caller's sites. Completion records are never touched: they are the history.
 */
export async function resetMonth(ctx: AppContext, scope: SiteScope, actor: Actor) {
  const now = ctx.now();
  const at = now.toISOString();
  const { from, to } = zonedMonthRange(now, ctx.config.PLANT_TIME_ZONE);
  return auditedTransaction(ctx.db, async (tx) => {
    const tasks = await lockTasksCompletedBetween(tx, scope, from, to);
    for (const task of tasks) {
      await updateTask(tx, task.id, { last_completed_date: null, updated_at: at });
      await appendAudit(tx, actor, {
        action: 'maintenance_task.reset',
        entity_type: 'maintenance_task',
        occurred_at: at,
        entity_id: task.id,
        before: { last_completed_date: task.last_completed_date },
        after: { last_completed_date: null },
      });
    }
    return { reset: tasks.length };
  });
}
