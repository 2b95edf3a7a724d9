import { type CreateMaintenanceTaskBody, initialDueDate } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { queueAssignmentNotification } from '../notifications';
import { insertCalendarEvent, insertTask } from './maintenance.queries';
import { triggerColumns } from './meter-triggers';
import { loadTask, requireTaskAssignee, scheduleOf } from './task-guards';

/**
 * Creates a task (managers and admins) and its first scheduled calendar event, in one transaction.
 * The first due date: the specific date, the creator's date, or one period from now.
 */
export async function createMaintenanceTask(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: CreateMaintenanceTaskBody,
) {
  const now = ctx.now();
  const at = now.toISOString();
  const schedule = scheduleOf(input);
  const id = await auditedTransaction(ctx.db, async (tx) => {
    await requireLiveAssetInScope(tx, input.asset_id, auth.siteIds, 'asset_id');
    await requireTaskAssignee(tx, input.assigned_to, input.asset_id);
    const calendarDue = initialDueDate(schedule, input.next_due_date, now, ctx.config.PLANT_TIME_ZONE);
    const { meter_trigger: _meterTrigger, ...fields } = input;
    const trigger = await triggerColumns(tx, input, calendarDue, now);
    const next_due_date = trigger.next_due_date;
    const row = await insertTask(tx, {
      ...fields,
      ...trigger,
      created_by: auth.user.id,
      created_at: at,
      updated_at: at,
    });
    if (row.is_active && next_due_date) {
      await insertCalendarEvent(tx, {
        task_id: row.id,
        asset_id: row.asset_id,
        title: row.title,
        date: next_due_date,
        duration: row.estimated_duration,
        status: 'scheduled',
        assigned_to: row.assigned_to,
        notes: row.description,
      });
    }
    await appendAudit(tx, actor, {
      action: 'maintenance_task.created',
      entity_type: 'maintenance_task',
      occurred_at: at,
      entity_id: row.id,
      after: row,
    });
    await queueAssignmentNotification(
      tx,
      {
        subject: 'maintenance_task',
        id: row.id,
        title: row.title,
        asset_id: row.asset_id,
        assigned_to: row.assigned_to,
        assigned_by: auth.user.id,
        when: row.is_active ? next_due_date : null,
      },
      { now, timeZone: ctx.config.PLANT_TIME_ZONE },
    );
    return row.id;
  });
  return loadTask(ctx.db, id, auth.siteIds);
}
