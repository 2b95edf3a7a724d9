import {
  ERRORS,
  formatPlantTimestamp,
  formatReading,
  type GaugeCrossing,
  gaugeStep,
  gaugeWorkOrder,
  type MeterReading,
  meterTriggerProblem,
  type TaskTrigger,
  taskDueFromTrigger,
  taskPlanner,
  USAGE_RATE_WINDOW_DAYS,
  usageDue,
  usageRatePerDay,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/audit';
import { fieldError } from '../../platform/errors';
import { queueNotification, queueNotificationForSubscribers } from '../notifications';
import { createWorkOrderInTransaction } from '../work-orders';
import {
  findTaskMeter,
  latestMeterReading,
  type MeterTaskRow,
  selectMetersWithTasks,
  selectMeterTasks,
  selectReadingsFrom,
  updateTask,
} from './maintenance.queries';

const DAY_MS = 86_400_000;
const asRule = (r: { value: number; taken_at: string; reset?: boolean }): MeterReading => ({
  value: Number(r.value),
  taken_at: new Date(r.taken_at),
  reset: r.reset ?? false,
});

export interface MeterTriggerInput {
  meter_id: string;
  every?: number | null;
  above?: number | null;
  below?: number | null;
}

/**
 * Checks a task's meter trigger against its meter (a meter of the task's asset; `every` for a counter,
 * limits for a gauge) and answers the columns to store. A calendar-only task keeps no meter.
 */
export async function meterTriggerColumns(
  tx: DbOrTx,
  assetId: string | null,
  trigger: TaskTrigger,
  meterTrigger: MeterTriggerInput | null,
) {
  if (trigger === 'calendar' || !meterTrigger)
    return { meter_id: null, meter_every: null, meter_above: null, meter_below: null };
  const meter = await findTaskMeter(tx, meterTrigger.meter_id);
  if (!meter || meter.asset_id !== assetId)
    throw fieldError(ERRORS.validationFailed, 'meter_trigger.meter_id', {
      message: "Pick one of this asset's meters",
    });
  const problem = meterTriggerProblem(meterTrigger, meter);
  if (problem)
    throw fieldError(ERRORS.validationFailed, `meter_trigger.${problem.field}`, { message: problem.message });
  return {
    meter_id: meter.id,
    meter_every: meter.kind === 'cumulative' ? (meterTrigger.every ?? null) : null,
    meter_above: meter.kind === 'gauge' ? (meterTrigger.above ?? null) : null,
    meter_below: meter.kind === 'gauge' ? (meterTrigger.below ?? null) : null,
  };
}

/**
 * A counter task's due date from its meter (docs/decisions/usage-pm.md): the usage since the reading its
 * last completion was done at, forecast at the last 30 days' rate, and the earlier of that and the
 * calendar's date when it follows both. Answers the columns to write.
 */
export async function usageDueColumns(
  tx: DbOrTx,
  task: Pick<
    MeterTaskRow,
    'trigger' | 'meter_every' | 'calendar_due_date' | 'usage_base_value' | 'usage_base_at'
  > & { meter_id: string },
  now: Date,
) {
  const every = task.meter_every;
  if (every == null) return null;
  const since = await selectReadingsFrom(tx, task.meter_id, task.usage_base_at);
  const base =
    task.usage_base_value != null && task.usage_base_at
      ? [{ value: task.usage_base_value, taken_at: new Date(task.usage_base_at), reset: false }]
      : [];
  const readings = [
    ...base,
    ...since
      .map(asRule)
      .filter((r) => !task.usage_base_at || r.taken_at.getTime() > new Date(task.usage_base_at).getTime()),
  ];
  const windowFrom = new Date(now.getTime() - USAGE_RATE_WINDOW_DAYS * DAY_MS).toISOString();
  const recent = (await selectReadingsFrom(tx, task.meter_id, windowFrom)).map(asRule);
  const usage = usageDue(every, readings, usageRatePerDay(recent, now));
  const due = taskDueFromTrigger(
    task.trigger,
    task.calendar_due_date ? new Date(task.calendar_due_date) : null,
    usage,
  );
  return {
    next_due_date: due.next_due_date?.toISOString() ?? null,
    due_forecast: due.forecast,
    usage_remaining: usage.remaining,
  };
}

/** Where a task's usage counts from: the meter's latest reading now (when a trigger is set or changed). */
export async function usageBaseNow(tx: DbOrTx, meterId: string | null) {
  if (!meterId) return { usage_base_value: null, usage_base_at: null };
  const latest = await latestMeterReading(tx, meterId);
  return { usage_base_value: latest?.value ?? null, usage_base_at: latest?.taken_at ?? null };
}

/**
 * Every column a task's trigger decides, when the task is created or its trigger, meter or schedule changes:
 * the meter and its numbers, where usage counts from (the meter's latest reading), the calendar's own due
 * date and the due date the task shows (a usage task's forecast, or whichever comes first).
 */
export async function triggerColumns(
  tx: DbOrTx,
  task: { asset_id: string | null; trigger: TaskTrigger; meter_trigger: MeterTriggerInput | null },
  calendarDue: string | null,
  now: Date,
  options: { keepBase?: { usage_base_value: number | null; usage_base_at: string | null } } = {},
) {
  const meter = await meterTriggerColumns(tx, task.asset_id, task.trigger, task.meter_trigger);
  const trigger: TaskTrigger = meter.meter_id ? task.trigger : 'calendar';
  const base = options.keepBase ?? (await usageBaseNow(tx, meter.meter_id));
  const calendar_due_date = trigger === 'usage' ? null : calendarDue;
  const columns = {
    trigger,
    ...meter,
    ...base,
    calendar_due_date: trigger === 'calendar' ? null : calendar_due_date,
    next_due_date: calendar_due_date,
    due_forecast: false,
    usage_remaining: null as number | null,
    gauge_side: null as GaugeCrossing | null,
  };
  if (meter.meter_id && meter.meter_every != null) {
    const usage = await usageDueColumns(tx, { ...columns, meter_id: meter.meter_id, calendar_due_date }, now);
    if (usage) Object.assign(columns, usage);
  }
  return columns;
}

export interface RecordedReading {
  meter: { id: string; name: string; unit: string; kind: 'cumulative' | 'gauge' };
  value: number;
  taken_at: string;
  recorded_by: string | null;
  recorded_by_name: string | null;
  /** The reading is the meter's latest by date (a back-dated one moves no gauge). */
  latest: boolean;
}

/**
 * Runs in the reading's transaction, which holds the meter's row lock (docs/decisions/meters.md), so the
 * readings of one meter pass through here one after the other. Each active task on the meter is brought up
 * to date: a counter's due date is worked out again; a gauge's side of its limits moves, and a crossing raises
 * one work order and tells the task's assignee and the managers.
 */
export async function applyReadingToTasks(
  tx: DbOrTx,
  actor: Actor,
  reading: RecordedReading,
  env: { now: Date; timeZone: string },
): Promise<Array<{ task_id: string; work_order_id: string; crossing: GaugeCrossing }>> {
  const raised: Array<{ task_id: string; work_order_id: string; crossing: GaugeCrossing }> = [];
  const at = env.now.toISOString();
  for (const task of await selectMeterTasks(tx, reading.meter.id)) {
    if (reading.meter.kind === 'cumulative') {
      const columns = await usageDueColumns(tx, { ...task, meter_id: reading.meter.id }, env.now);
      if (
        columns &&
        (columns.next_due_date !== task.next_due_date || columns.due_forecast !== task.due_forecast)
      )
        await updateTask(tx, task.id, columns);
      else if (columns) await updateTask(tx, task.id, { usage_remaining: columns.usage_remaining });
      continue;
    }
    if (!reading.latest || !task.asset_id) continue;
    const limits = { above: task.meter_above, below: task.meter_below };
    const step = gaugeStep(task.gauge_side, reading.value, limits);
    if (step.side !== task.gauge_side) await updateTask(tx, task.id, { gauge_side: step.side });
    if (!step.crossing) continue;
    const limit = (step.crossing === 'above' ? task.meter_above : task.meter_below) as number;
    const workOrder = await createWorkOrderInTransaction(
      tx,
      reading.recorded_by ?? taskPlanner(task.created_by),
      actor,
      gaugeWorkOrder({
        task: { title: task.title, asset_id: task.asset_id, priority: task.priority },
        meter: reading.meter,
        crossing: step.crossing,
        limit,
        reading: {
          value: reading.value,
          taken_at: new Date(reading.taken_at),
          recorded_by_name: reading.recorded_by_name,
        },
        when: formatPlantTimestamp(reading.taken_at, env.timeZone),
      }),
      env.now,
      env.timeZone,
      // The task's own asset, raised by the reading (which was checked against its sender's sites).
      null,
    );
    const notice = {
      notification_type: 'maintenance_due' as const,
      title: `${reading.meter.name} ${step.crossing === 'above' ? 'above' : 'below'} ${formatReading(limit, reading.meter.unit)}`,
      message: `${reading.meter.name} read ${formatReading(reading.value, reading.meter.unit)}: work order ${workOrder.number} raised for "${task.title}".`,
      urgency: 'high' as const,
      metadata: { task_id: task.id, work_order_id: workOrder.id, asset_id: task.asset_id, at },
    };
    if (task.assigned_to && task.assigned_to !== reading.recorded_by)
      await queueNotification(tx, task.assigned_to, notice);
    await queueNotificationForSubscribers(tx, notice, {
      defaultRoles: ['manager', 'admin'],
      excludeUserId: reading.recorded_by,
    });
    raised.push({ task_id: task.id, work_order_id: workOrder.id, crossing: step.crossing });
  }
  return raised;
}

/**
 * The meters among `meterIds` that an active task follows. Held for a whole transaction only under the audit
 * chain's lock: a task is added, changed or deleted by an audited write, so none can start following a meter
 * before that transaction ends.
 */
export async function metersFollowedByTasks(tx: DbOrTx, meterIds: readonly string[]): Promise<Set<string>> {
  return new Set(await selectMetersWithTasks(tx, meterIds));
}
