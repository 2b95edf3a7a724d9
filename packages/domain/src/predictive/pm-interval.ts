import type { TASK_FREQUENCIES } from '../common/enums';

const FREQUENCY_DAYS: Record<Exclude<(typeof TASK_FREQUENCIES)[number], 'custom'>, number> = {
  daily: 1,
  weekly: 7,
  monthly: 30,
  quarterly: 91,
  'semi-annual': 182,
  annual: 365,
};

/** A PM task's interval in days, for comparing with the recommended one; null if unknown. */
export function taskIntervalDays(frequency: string, customDays: number | null): number | null {
  if (frequency === 'custom') return customDays && customDays > 0 ? customDays : null;
  return FREQUENCY_DAYS[frequency as keyof typeof FREQUENCY_DAYS] ?? null;
}
