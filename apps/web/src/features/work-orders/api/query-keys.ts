import { registerTableKeys } from '@/lib/realtime';

export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: () => [...workOrderKeys.all, 'list'] as const,
  list: (query: object) => [...workOrderKeys.lists(), query] as const,
  counts: () => [...workOrderKeys.all, 'counts'] as const,
  detail: (id: string) => [...workOrderKeys.all, 'detail', id] as const,
  position: (id: string, query: object) => [...workOrderKeys.all, 'position', id, query] as const,
  parts: (q: string) => ['inventory', 'work-order-parts', q] as const,
};

// Every committed change of a work order (by anyone, on any instance) refreshes what is on screen.
registerTableKeys('work_orders', [workOrderKeys.all]);
