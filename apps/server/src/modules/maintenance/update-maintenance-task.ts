import { initialDueDate, type UpdateMaintenanceTaskBody } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction, valuesBefore } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { queueAssignmentNotification } from '../notifications';
import { moveScheduledEvents, updateTask } from './maintenance.queries';
import { triggerColumns } from './meter-triggers';
import { assertSchedule, loadTask, lockExistingTask, requireTaskAssignee, scheduleOf } from './task-guards';

const SCHEDULE_FIELDS = [
  'schedule_mode',
  'specific_year',
  'specific_month',
  'specific_date',
  'specific_time',
] as const;

/**
 * Changes only the fields sent (managers and admins). A new due date moves the task's scheduled
 * calendar events with it (spec §4); changing a specific date recomputes the due date.
 */
export async function updateMaintenanceTask(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  input: UpdateMaintenanceTaskBody,
) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingTask(tx, id, scope);
    if (input.asset_id) await requireLiveAssetInScope(tx, input.asset_id, scope, 'asset_id');
    // A new assignee must see the task's site (its new asset's, when that changes too).
    if (input.assigned_to)
      await requireTaskAssignee(tx, input.assigned_to, input.asset_id ?? current.asset_id);
    const merged = scheduleOf({ ...current, ...input } as typeof current);
    assertSchedule(merged);
    const { meter_trigger: meterTrigger, ...fields } = input;
    const changes: Record<string, unknown> = { ...fields, updated_at: at };
    const specificChanged = SCHEDULE_FIELDS.some((f) => f in input);
    if (merged.schedule_mode === 'specific' && specificChanged && input.next_due_date === undefined) {
      changes.next_due_date = initialDueDate(merged, null, now, ctx.config.PLANT_TIME_ZONE);
    }
    // A new trigger, meter or due date works the usage due date out again (the meter's latest reading
    // becomes where usage counts from when the meter changes).
    const triggerChanged = 'trigger' in input || 'meter_trigger' in input;
    const nextTrigger = input.trigger ?? current.trigger;
    if (triggerChanged || (nextTrigger !== 'calendar' && 'next_due_date' in changes)) {
      const currentMeterTrigger = current.meter_id
        ? {
            meter_id: current.meter_id,
            every: current.meter_every,
            above: current.meter_above,
            below: current.meter_below,
          }
        : null;
      const nextMeterTrigger = meterTrigger !== undefined ? meterTrigger : currentMeterTrigger;
      const sameMeter = nextMeterTrigger?.meter_id === current.meter_id;
      const calendarDue = (
        'next_due_date' in changes
          ? changes.next_due_date
          : (current.calendar_due_date ?? current.next_due_date)
      ) as string | null;
      const columns = await triggerColumns(
        tx,
        {
          asset_id: input.asset_id ?? current.asset_id,
          trigger: nextTrigger,
          meter_trigger: nextMeterTrigger,
        },
        calendarDue,
        now,
        sameMeter ? { keepBase: current } : {},
      );
      Object.assign(changes, columns);
      if (sameMeter) changes.gauge_side = current.gauge_side;
    }
    await updateTask(tx, id, changes);
    const newDue = changes.next_due_date as string | null | undefined;
    if (newDue && newDue !== current.next_due_date) await moveScheduledEvents(tx, id, newDue, at);
    await appendAudit(tx, actor, {
      action: 'maintenance_task.updated',
      entity_type: 'maintenance_task',
      occurred_at: at,
      entity_id: id,
      before: valuesBefore(current, changes),
      after: changes,
    });
    if (input.assigned_to && input.assigned_to !== current.assigned_to) {
      await queueAssignmentNotification(
        tx,
        {
          subject: 'maintenance_task',
          id,
          title: input.title ?? current.title,
          asset_id: input.asset_id ?? current.asset_id,
          assigned_to: input.assigned_to,
          assigned_by: actor.id,
          when: (newDue ?? current.next_due_date) as string | null,
        },
        { now, timeZone: ctx.config.PLANT_TIME_ZONE },
      );
    }
  });
  return loadTask(ctx.db, id, scope);
}
