import { registerTableKeys } from '@/lib/realtime';

export const breakdownKeys = {
  all: ['breakdowns'] as const,
  lists: () => [...breakdownKeys.all, 'list'] as const,
  list: (query: object) => [...breakdownKeys.lists(), query] as const,
  counts: () => [...breakdownKeys.all, 'counts'] as const,
  detail: (id: string) => [...breakdownKeys.all, 'detail', id] as const,
  history: (id: string) => [...breakdownKeys.all, 'history', id] as const,
  notifications: (id: string) => [...breakdownKeys.all, 'notifications', id] as const,
  assignees: () => [...breakdownKeys.all, 'assignees'] as const,
  assetSearch: (q: string) => [...breakdownKeys.all, 'asset-search', q] as const,
};

// Every committed change of a breakdown (by anyone, on any instance) refreshes what is on screen.
registerTableKeys('asset_breakdowns', [breakdownKeys.all]);
