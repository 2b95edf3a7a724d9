import type { InventoryListQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: Partial<InventoryListQuery>) => [...inventoryKeys.all, 'list', query] as const,
  facets: (query: object) => [...inventoryKeys.all, 'facets', query] as const,
  detail: (id: string) => [...inventoryKeys.all, 'detail', id] as const,
  movements: (id: string) => [...inventoryKeys.all, 'movements', id] as const,
  workOrders: (id: string) => [...inventoryKeys.all, 'work-orders', id] as const,
};

// Any committed change of an item, a new ledger row or a linked asset, by anyone, refreshes the stores on screen.
registerViewKeys('inventoryItem', [inventoryKeys.all]);
