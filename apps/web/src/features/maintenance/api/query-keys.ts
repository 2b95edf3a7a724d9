import { registerViewKeys } from '@/lib/realtime';

export const maintenanceKeys = {
  all: ['maintenance-tasks'] as const,
  lists: () => [...maintenanceKeys.all, 'list'] as const,
  list: (query: object) => [...maintenanceKeys.lists(), query] as const,
  completions: (id: string) => [...maintenanceKeys.all, 'completions', id] as const,
  detail: (id: string) => [...maintenanceKeys.all, 'detail', id] as const,
  calendars: () => [...maintenanceKeys.all, 'calendar'] as const,
  calendar: (from: string, to: string) => [...maintenanceKeys.calendars(), from, to] as const,
};

// Any committed change of a task or a completion (by anyone, on any instance) refreshes the screens.
registerViewKeys('maintenance', [maintenanceKeys.all]);

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => [...calendarKeys.all, from, to] as const,
};
registerViewKeys('calendar', [calendarKeys.all]);
registerViewKeys('calendarTasks', [maintenanceKeys.calendars()]);
