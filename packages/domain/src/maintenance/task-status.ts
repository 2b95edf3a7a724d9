import type { TaskFrequency } from './next-due';
import { addZonedDays, sameZonedMonth, startOfZonedDay } from './plant-time';

const DAY_MS = 86_400_000;
export const DUE_WINDOW_DAYS = 7;
export const UPCOMING_DEFAULT_DAYS = 30;

interface DueTask {
  is_active: boolean;
  next_due_date: string | null;
}

/** Overdue: active and due before now (spec §4). */
export function isTaskOverdue(task: DueTask, now: Date): boolean {
  return (
    task.is_active && task.next_due_date !== null && new Date(task.next_due_date).getTime() < now.getTime()
  );
}

/**
 * Due within `days` from now and not yet overdue (docs/decisions/product-definitions.md: "due" = within 7
 * days).
 */
export function isTaskDueWithin(task: DueTask, now: Date, days: number): boolean {
  if (!task.is_active || task.next_due_date === null) return false;
  const due = new Date(task.next_due_date).getTime();
  return due >= now.getTime() && due <= now.getTime() + days * DAY_MS;
}

/** Upcoming: active and due within N days (default 30), soonest first (spec §4). */
export function upcomingTasks<T extends DueTask>(
  tasks: readonly T[],
  now: Date,
  days = UPCOMING_DEFAULT_DAYS,
): T[] {
  return tasks
    .filter((t) => isTaskDueWithin(t, now, days))
    .sort(
      (a, b) => new Date(a.next_due_date as string).getTime() - new Date(b.next_due_date as string).getTime(),
    );
}

export type TaskDueState = 'inactive' | 'overdue' | 'due' | 'scheduled';
/** One word for a task's standing, used by tiles, badges and calendar colours. */
export function taskDueState(task: DueTask, now: Date): TaskDueState {
  if (!task.is_active) return 'inactive';
  if (isTaskOverdue(task, now)) return 'overdue';
  if (isTaskDueWithin(task, now, DUE_WINDOW_DAYS)) return 'due';
  return 'scheduled';
}

/** The reset action clears last_completed_date of tasks completed in the current plant month (spec §4). */
export function completedThisMonth(
  task: { last_completed_date: string | null },
  now: Date,
  timeZone: string,
): boolean {
  return (
    task.last_completed_date !== null && sameZonedMonth(new Date(task.last_completed_date), now, timeZone)
  );
}

/** How often a frequency occurs per year (spec §9): custom is 365 / days. */
export function yearlyOccurrences(frequency: TaskFrequency, customDays: number | null): number {
  switch (frequency) {
    case 'daily':
      return 365;
    case 'weekly':
      return 52;
    case 'monthly':
      return 12;
    case 'quarterly':
      return 4;
    case 'semi-annual':
      return 2;
    case 'annual':
      return 1;
    case 'custom':
      return customDays && customDays > 0 ? 365 / customDays : 0;
  }
}

export interface TaskReportInput extends DueTask {
  frequency: TaskFrequency;
  custom_frequency_days: number | null;
  last_completed_date: string | null;
}

/**
 * The task-based asset report (spec §9): yearly maintenance frequency summed over the asset's tasks,
 * performance score 100 − 10 per overdue task (minimum 0), utilisation 100 − 5 per overdue task
 * (minimum 70), cost and downtime 0; last and next maintenance from the tasks.
 */
export function taskAssetReport(tasks: readonly TaskReportInput[], now: Date) {
  const overdue = tasks.filter((t) => isTaskOverdue(t, now)).length;
  const last = tasks
    .map((t) => t.last_completed_date)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  const next = tasks
    .filter((t) => t.is_active && t.next_due_date !== null)
    .map((t) => t.next_due_date as string)
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())[0];
  return {
    totalTasks: tasks.length,
    maintenanceFrequency: tasks.reduce(
      (sum, t) => sum + yearlyOccurrences(t.frequency, t.custom_frequency_days),
      0,
    ),
    lastMaintenanceDate: last ?? null,
    nextMaintenanceDue: next ?? null,
    overdueTasks: overdue,
    criticalIssues: overdue,
    performanceScore: Math.max(0, 100 - 10 * overdue),
    utilizationRate: Math.max(70, 100 - 5 * overdue),
    totalCost: 0,
    downtimeHours: 0,
  };
}

/** The length of one occurrence's interval in days (custom: its own days). */
export const TASK_INTERVAL_DAYS: Record<Exclude<TaskFrequency, 'custom'>, number> = {
  daily: 1,
  weekly: 7,
  monthly: 365 / 12,
  quarterly: 365 / 4,
  'semi-annual': 365 / 2,
  annual: 365,
};

export function occurrenceIntervalDays(frequency: TaskFrequency, customDays: number | null): number {
  return frequency === 'custom' ? Math.max(1, customDays ?? 1) : TASK_INTERVAL_DAYS[frequency];
}

/**
 * The grace an occurrence has for PM compliance (SMRP's grace-period practice): a tenth of its interval
 * after the due time, and never less than the end of its due day in the plant time zone. A weekly task
 * due Monday 08:00 is on time until Monday 24:00; a monthly one until about three days later.
 */
export const PM_GRACE_FRACTION = 0.1;

/** The last instant at which completing an occurrence due at `due` still counts as on time. */
export function pmOnTimeUntil(due: Date, intervalDays: number, timeZone: string): Date {
  const grace = new Date(due.getTime() + intervalDays * PM_GRACE_FRACTION * 86_400_000);
  const endOfDay = addZonedDays(startOfZonedDay(due, timeZone), 1, timeZone);
  return grace.getTime() > endOfDay.getTime() ? grace : endOfDay;
}

/**
 * PM compliance for a month: occurrences completed on time (within their grace, pmOnTimeUntil) ÷
 * occurrences due, as a percentage (100 when nothing was due).
 */
export function pmCompliance(
  occurrences: ReadonlyArray<{ due_date: string; completed_at: string | null; interval_days: number }>,
  timeZone: string,
): number {
  const onTime = occurrences.filter(
    (o) =>
      o.completed_at !== null &&
      new Date(o.completed_at).getTime() <=
        pmOnTimeUntil(new Date(o.due_date), o.interval_days, timeZone).getTime(),
  ).length;
  return pmComplianceRate(occurrences.length, onTime);
}

/** PM compliance from counts the database made: on time ÷ due, rounded percent, 100 when nothing was due. */
export function pmComplianceRate(due: number, onTime: number): number {
  return due === 0 ? 100 : Math.round((onTime / due) * 100);
}

export const DUE_ALERT_HOURS = 24;
export type DueAlertKind = 'due_soon' | 'overdue';

/**
 * Which due alert a task has earned now: 'overdue' once it is overdue, 'due_soon' when
 * due within 24 hours; nothing for inactive or later tasks.
 */
export function dueAlertKind(task: DueTask, now: Date): DueAlertKind | null {
  if (!task.is_active || task.next_due_date === null) return null;
  const due = new Date(task.next_due_date).getTime();
  if (due < now.getTime()) return 'overdue';
  if (due <= now.getTime() + DUE_ALERT_HOURS * 3_600_000) return 'due_soon';
  return null;
}

/** The creator the spec gives a task the system made (`created_by` defaults to 'system'): not a person. */
export const GENERATED_TASK_CREATOR = 'system';

/**
 * The person who planned a task, to tell or to credit; null for a task the system made (the demo plant's
 * schedule, imports), which nobody is to be told about as its planner.
 */
export function taskPlanner(createdBy: string | null | undefined): string | null {
  return !createdBy || createdBy === GENERATED_TASK_CREATOR ? null : createdBy;
}
