import { type ChecklistStep, ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createWorkOrderInTransaction } from '../work-orders';
import { setScheduledEventWorkOrder, updateTask } from './maintenance.queries';
import { loadTask, lockExistingTask } from './task-guards';

/**
 * A work order for the task's next occurrence (managers and admins): the task's checklist, assignee,
 * duration and due date; linked from the task and its scheduled calendar event.
 */
export async function createTaskWorkOrder(ctx: AppContext, auth: AuthContext, actor: Actor, id: string) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const task = await lockExistingTask(tx, id, auth.siteIds);
    if (!task.is_active || !task.asset_id) throw new AppError(ERRORS.taskInactiveForWorkOrder);
    if (task.work_order_id) throw new AppError(ERRORS.taskHasWorkOrder);
    const parts = (task.required_parts as string[] | null) ?? [];
    const { id: workOrderId } = await createWorkOrderInTransaction(
      tx,
      auth.user.id,
      actor,
      {
        title: task.title,
        description:
          [task.description, task.instructions, parts.length ? `Required parts: ${parts.join(', ')}` : null]
            .filter(Boolean)
            .join('\n\n') || null,
        asset_id: task.asset_id,
        priority: task.priority,
        maintenance_type: task.type,
        assigned_to: task.assigned_to,
        date_scheduled: task.next_due_date,
        estimated_duration: task.estimated_duration,
        notes: null,
        checklist: (task.checklist as ChecklistStep[] | null) ?? [],
      },
      now,
      ctx.config.PLANT_TIME_ZONE,
      auth.siteIds,
    );
    await updateTask(tx, id, { work_order_id: workOrderId, updated_at: at });
    await setScheduledEventWorkOrder(tx, id, workOrderId, at);
    await appendAudit(tx, actor, {
      action: 'maintenance_task.work_order_created',
      entity_type: 'maintenance_task',
      occurred_at: at,
      entity_id: id,
      after: { work_order_id: workOrderId },
    });
  });
  return loadTask(ctx.db, id, auth.siteIds);
}
