import type { TaskFrequency, TaskSchedule } from './next-due';

/** A task's schedule in tests: every `frequency`, nothing on a specific date. */
export function frequencySchedule(frequency: TaskFrequency): TaskSchedule {
  return {
    frequency,
    custom_frequency_days: null,
    schedule_mode: 'frequency',
    specific_year: null,
    specific_month: null,
    specific_date: null,
    specific_time: null,
  };
}
