import { registerViewKeys } from '@/lib/realtime';

export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: () => [...workOrderKeys.all, 'list'] as const,
  list: (query: object) => [...workOrderKeys.lists(), query] as const,
  counts: () => [...workOrderKeys.all, 'counts'] as const,
  detail: (id: string) => [...workOrderKeys.all, 'detail', id] as const,
  position: (id: string, query: object) => [...workOrderKeys.all, 'position', id, query] as const,
  parts: (q: string) => ['inventory', 'work-order-parts', q] as const,
};

// Every committed change (by anyone, on any instance) of what one work order shows refreshes the work-order
// screens: the list and the counts read fewer of those tables.
registerViewKeys('workOrderDetail', [workOrderKeys.all]);
