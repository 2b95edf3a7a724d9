import { registerViewKeys } from '@/lib/realtime';

export const breakdownKeys = {
  all: ['breakdowns'] as const,
  lists: () => [...breakdownKeys.all, 'list'] as const,
  list: (query: object) => [...breakdownKeys.lists(), query] as const,
  counts: () => [...breakdownKeys.all, 'counts'] as const,
  detail: (id: string) => [...breakdownKeys.all, 'detail', id] as const,
  history: (id: string) => [...breakdownKeys.all, 'history', id] as const,
  notifications: (id: string) => [...breakdownKeys.all, 'notifications', id] as const,
  assignees: (assetId: string | undefined, q: string) =>
    [...breakdownKeys.all, 'assignees', assetId ?? null, q] as const,
  assetSearch: (q: string) => [...breakdownKeys.all, 'asset-search', q] as const,
};

// Every committed change (by anyone, on any instance) of what one breakdown shows refreshes the breakdown
// screens: the list and the counts read fewer of those tables.
registerViewKeys('breakdownDetail', [breakdownKeys.all]);
