import type { MAINTENANCE_TYPES } from '../common/enums';
import { TASK_INTERVAL_DAYS } from '../maintenance/task-status';

/** A PM task's interval in days, for comparing with the recommended one; null if unknown. */
export function taskIntervalDays(frequency: string, customDays: number | null): number | null {
  if (frequency === 'custom') return customDays && customDays > 0 ? customDays : null;
  const days = TASK_INTERVAL_DAYS[frequency as keyof typeof TASK_INTERVAL_DAYS];
  return days === undefined ? null : Math.round(days);
}

/**
 * The task types whose interval a recommended PM interval is compared with: preventive maintenance and
 * inspection. A cleaning task (a daily CIP clean), corrective or reactive work is not a PM interval.
 */
export const PM_INTERVAL_TYPES: ReadonlyArray<(typeof MAINTENANCE_TYPES)[number]> = [
  'preventive',
  'inspection',
];

/** Whether a maintenance task of this type counts as preventive maintenance of the asset. */
export function countsAsPreventiveTask(type: string): boolean {
  return (PM_INTERVAL_TYPES as readonly string[]).includes(type);
}

/** The shortest interval in days of the asset's active preventive and inspection tasks; null if none. */
export function currentPmIntervalDays(
  tasks: ReadonlyArray<{ type: string; frequency: string; custom_frequency_days: number | null }>,
): number | null {
  const intervals = tasks
    .filter((task) => countsAsPreventiveTask(task.type))
    .map((task) => taskIntervalDays(task.frequency, task.custom_frequency_days))
    .filter((days): days is number => days !== null);
  return intervals.length ? Math.min(...intervals) : null;
}
