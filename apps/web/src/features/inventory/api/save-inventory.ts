import {
  type AdjustInput,
  adjustResponseSchema,
  type InventoryCreateInput,
  inventoryDeleteResponseSchema,
  inventoryImportResponseSchema,
  inventoryItemSchema,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { inventoryKeys } from './query-keys';

export function useCreateItem() {
  return useRefreshingMutation(
    (values: InventoryCreateInput) => api.post('/api/inventory', values, { schema: inventoryItemSchema }),
    inventoryKeys.all,
  );
}

export function useUpdateItem() {
  return useRefreshingMutation(
    ({ id, changes }: { id: string; changes: Partial<InventoryCreateInput> }) =>
      api.patch(`/api/inventory/${id}`, changes, { schema: inventoryItemSchema }),
    inventoryKeys.all,
  );
}

export function useAdjustStock() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: AdjustInput }) =>
      api.post(`/api/inventory/${id}/adjust`, body, { schema: adjustResponseSchema }),
    inventoryKeys.all,
  );
}

export function useDeleteItem() {
  return useRefreshingMutation(
    (id: string) => api.delete(`/api/inventory/${id}`, { schema: inventoryDeleteResponseSchema }),
    inventoryKeys.all,
  );
}

/** Preview a CSV file's rows, or import its valid rows (one transaction on the server; changes go through the ledger). */
export function useImportItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; mode: 'preview' | 'commit' }) =>
      api.post('/api/inventory/import', body, { schema: inventoryImportResponseSchema }),
    onSuccess: (result) =>
      result.mode === 'commit' ? refreshUnlessLive(queryClient, inventoryKeys.all) : undefined,
  });
}
