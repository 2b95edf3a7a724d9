import type { InventoryListQuery } from '@plantwise/domain';
import { registerTableKeys } from '@/lib/realtime';

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: Partial<InventoryListQuery>) => [...inventoryKeys.all, 'list', query] as const,
  facets: (query: object) => [...inventoryKeys.all, 'facets', query] as const,
  detail: (id: string) => [...inventoryKeys.all, 'detail', id] as const,
  movements: (id: string) => [...inventoryKeys.all, 'movements', id] as const,
  workOrders: (id: string) => [...inventoryKeys.all, 'work-orders', id] as const,
};

// Any committed change of an item or a new ledger row, by anyone, refreshes the stores on screen.
registerTableKeys('inventory_items', [inventoryKeys.all]);
registerTableKeys('stock_movements', [inventoryKeys.all]);
