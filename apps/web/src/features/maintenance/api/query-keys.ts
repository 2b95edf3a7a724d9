import { registerTableKeys } from '@/lib/realtime';

export const maintenanceKeys = {
  all: ['maintenance-tasks'] as const,
  lists: () => [...maintenanceKeys.all, 'list'] as const,
  list: (query: object) => [...maintenanceKeys.lists(), query] as const,
  completions: (id: string) => [...maintenanceKeys.all, 'completions', id] as const,
  detail: (id: string) => [...maintenanceKeys.all, 'detail', id] as const,
};

// Any committed change of a task or a completion (by anyone, on any instance) refreshes the screens.
registerTableKeys('maintenance_tasks', [maintenanceKeys.all]);
registerTableKeys('maintenance_completions', [maintenanceKeys.all]);

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => [...calendarKeys.all, from, to] as const,
};
registerTableKeys('calendar_events', [calendarKeys.all]);
registerTableKeys('work_orders', [calendarKeys.all]);
