import {
  type ChecklistStep,
  type CompleteMaintenanceTaskBody,
  canCompleteTask,
  checklistFailures,
  checklistRecord,
  checkToolCount,
  completionSchedule,
  ERRORS,
  hygieneClearanceFailures,
  isOccurrenceOpen,
  notificationRecipients,
  notifiedAssetLabel,
  pmFollowUpWorkOrder,
  pmStartedNotification,
  taskPlanner,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holdForRelease } from '../hygiene-release';
import { recordReadingIn } from '../meters';
import { queueNotification } from '../notifications';
import { writeRecord } from '../records';
import { reportMissingTools } from '../tool-control';
import { createWorkOrderInTransaction } from '../work-orders';
import {
  findTaskAsset,
  findTaskMeter,
  insertCalendarEvent,
  insertCompletion,
  latestMeterReading,
  markScheduledEventsDone,
  updateTask,
} from './maintenance.queries';
import { triggerColumns } from './meter-triggers';
import { loadTask, lockExistingTask, scheduleOf } from './task-guards';

/**
 * Completes a task occurrence (technicians and up) in one transaction
 * (docs/decisions/records-and-signatures.md): the completion record (never overwritten), the next due date
 * (spec §4), the occurrence's event marked done and a new scheduled event, the 'Preventive Maintenance
 * Started' notification for a preventive task, and a follow-up work order when a required step failed — the
 * failure is still recorded as it was. A technician completes only their own or an unassigned task (as with
 * work orders), with its tool count (a tool not back needs a missing-tool incident, which tells quality). Each occurrence is completed once: the task row is locked and its due date compared with the
 * one the sender saw (the body's `next_due_date`, else the task's as this request found it), so of
 * completions sent together one wins and the others get 409.
 */
export async function completeMaintenanceTask(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: CompleteMaintenanceTaskBody,
) {
  const now = ctx.now();
  const at = now.toISOString();
  const seen = await loadTask(ctx.db, id, auth.siteIds);
  const seenDueDate = input.next_due_date !== undefined ? input.next_due_date : seen.next_due_date;
  return auditedTransaction(ctx.db, async (tx) => {
    // The meter before the task, in the order a reading takes them (docs/decisions/usage-pm.md).
    const meter = seen.meter_trigger
      ? await findTaskMeter(tx, seen.meter_trigger.meter_id, { forUpdate: true })
      : null;
    const task = await lockExistingTask(tx, id, auth.siteIds);
    if (!canCompleteTask(auth.profile.role, auth.user.id, task)) throw new AppError(ERRORS.taskNotYours);
    if (!task.is_active) throw new AppError(ERRORS.taskInactive);
    if (!isOccurrenceOpen(seenDueDate, task.next_due_date)) throw new AppError(ERRORS.occurrenceCompleted);
    const steps = (task.checklist as ChecklistStep[] | null) ?? [];
    const failures = [
      ...checklistFailures(steps, input.checklist),
      ...hygieneClearanceFailures(input.hygiene_clearance),
    ];
    if (failures.length > 0)
      throw new AppError(ERRORS.pmCompletionInvalid, {
        params: { list: failures.map((f) => f.failure_reason).join(', ') },
        details: { failures },
      });
    // Tools counted out and back (BRCGS 4.9): a tool not back refuses the completion unless an incident is written.
    const toolCount = checkToolCount(input.tools, input.missing_tool_incident);
    if (!toolCount.ok) throw new AppError(ERRORS.toolCountMismatch, { message: toolCount.message });

    const results = checklistRecord(steps, input.checklist);
    const failedRequired = results.filter((r) => r.required && r.result === 'fail');
    let followUp: { id: string; number: string } | null = null;
    if (failedRequired.length > 0 && task.asset_id) {
      followUp = await createWorkOrderInTransaction(
        tx,
        auth.user.id,
        actor,
        pmFollowUpWorkOrder(
          { id, title: task.title, asset_id: task.asset_id, priority: task.priority },
          failedRequired,
          now,
        ),
        now,
        ctx.config.PLANT_TIME_ZONE,
        auth.siteIds,
      );
    }

    const calendar = completionSchedule(
      { ...scheduleOf(task), next_due_date: task.calendar_due_date ?? task.next_due_date },
      now,
      ctx.config.PLANT_TIME_ZONE,
    );
    // A task on a meter records the reading it was done at (a typed one is saved as a reading too), and
    // its usage counts again from there.
    let doneAt: { value: number; taken_at: string } | null = null;
    let usageColumns = {};
    if (meter && task.meter_id === meter.id && task.trigger !== 'calendar') {
      if (input.meter_reading != null) {
        const reading = await recordReadingIn(ctx, tx, auth.siteIds, actor, meter.id, {
          value: input.meter_reading,
          reset: false,
        });
        doneAt = { value: reading.value, taken_at: reading.taken_at };
      } else doneAt = await latestMeterReading(tx, meter.id);
      const columns = await triggerColumns(
        tx,
        {
          asset_id: task.asset_id,
          trigger: task.trigger,
          meter_trigger: {
            meter_id: meter.id,
            every: task.meter_every,
            above: task.meter_above,
            below: task.meter_below,
          },
        },
        calendar.is_active ? calendar.next_due_date : null,
        now,
        { keepBase: { usage_base_value: doneAt?.value ?? null, usage_base_at: doneAt?.taken_at ?? null } },
      );
      const { gauge_side: _side, ...rest } = columns;
      usageColumns = rest;
    }
    const schedule = {
      ...calendar,
      ...('next_due_date' in usageColumns
        ? { next_due_date: (usageColumns as { next_due_date: string | null }).next_due_date }
        : {}),
    };
    const completion = await insertCompletion(tx, {
      task_id: id,
      asset_id: task.asset_id,
      task_title: task.title,
      due_date: task.next_due_date,
      completed_at: at,
      completed_by: auth.user.id,
      completed_by_name: auth.profile.full_name?.trim() || auth.user.email,
      notes: input.notes,
      actual_duration: input.actual_duration ?? null,
      checklist_results: results,
      parts_used: [],
      hygiene_clearance: input.hygiene_clearance,
      follow_up_work_order_id: followUp?.id ?? null,
      next_due_date: schedule.is_active ? schedule.next_due_date : null,
      meter_reading: doneAt?.value ?? null,
      meter_reading_at: doneAt?.taken_at ?? null,
      tool_counts: input.tools,
      missing_tool_incident: input.missing_tool_incident?.description ?? null,
    });
    await updateTask(tx, id, { ...usageColumns, ...schedule, work_order_id: null, updated_at: at });
    const record = await writeRecord(tx, {
      type: 'pm',
      source_id: completion.id,
      performer_id: auth.user.id,
      timeZone: ctx.config.PLANT_TIME_ZONE,
    });
    await holdForRelease(tx, actor, task.asset_id, {
      type: 'pm',
      source_id: completion.id,
      record_id: record.id,
      record_number: record.number,
      title: task.title,
      completed_by: completion.completed_by_name,
      performer_id: auth.user.id,
      completed_at: at,
    });
    if (toolCount.missing.length > 0 && input.missing_tool_incident) {
      const asset = task.asset_id ? await findTaskAsset(tx, task.asset_id) : null;
      await reportMissingTools(tx, actor, {
        entity_type: 'maintenance_task',
        entity_id: id,
        title: task.title,
        asset_id: task.asset_id,
        asset_label: notifiedAssetLabel(asset),
        missing: toolCount.missing,
        description: input.missing_tool_incident.description,
        completed_by: completion.completed_by_name,
        performer_id: auth.user.id,
        at,
      });
    }
    await markScheduledEventsDone(tx, id, at);
    if (schedule.is_active && schedule.next_due_date) {
      await insertCalendarEvent(tx, {
        task_id: id,
        asset_id: task.asset_id,
        title: task.title,
        date: schedule.next_due_date,
        duration: task.estimated_duration,
        status: 'scheduled',
        assigned_to: task.assigned_to,
        notes: task.description,
      });
    }
    // The person who completed it knows already; the assignee and whoever planned it hear of it.
    if (task.type === 'preventive') {
      for (const userId of notificationRecipients(
        [task.assigned_to, taskPlanner(task.created_by)],
        auth.user.id,
      ))
        await queueNotification(tx, userId, pmStartedNotification({ ...task, id }));
    }
    await appendAudit(tx, actor, {
      action: 'maintenance_task.completed',
      entity_type: 'maintenance_task',
      occurred_at: at,
      entity_id: id,
      before: {
        last_completed_date: task.last_completed_date,
        next_due_date: task.next_due_date,
        is_active: task.is_active,
      },
      after: { ...schedule, completion_id: completion.id, follow_up_work_order_id: followUp?.id ?? null },
    });
    return {
      completion_id: completion.id,
      follow_up_work_order_id: followUp?.id ?? null,
      follow_up_work_order_number: followUp?.number ?? null,
      next_due_date: schedule.next_due_date,
      meter_reading: doneAt?.value ?? null,
      is_active: schedule.is_active,
    };
  });
}
