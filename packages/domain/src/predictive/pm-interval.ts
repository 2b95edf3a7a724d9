import { TASK_INTERVAL_DAYS } from '../maintenance/task-status';

/** A PM task's interval in days, for comparing with the recommended one; null if unknown. */
export function taskIntervalDays(frequency: string, customDays: number | null): number | null {
  if (frequency === 'custom') return customDays && customDays > 0 ? customDays : null;
  const days = TASK_INTERVAL_DAYS[frequency as keyof typeof TASK_INTERVAL_DAYS];
  return days === undefined ? null : Math.round(days);
}
