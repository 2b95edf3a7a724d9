import {
  type AdjustInput,
  adjustResponseSchema,
  type InventoryCreateInput,
  inventoryDeleteResponseSchema,
  inventoryImportResponseSchema,
  inventoryItemSchema,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { inventoryKeys } from './query-keys';

function useInventoryMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshUnlessLive(queryClient, inventoryKeys.all) });
}

export function useCreateItem() {
  return useInventoryMutation((values: InventoryCreateInput) =>
    api.post('/api/inventory', values, { schema: inventoryItemSchema }),
  );
}

export function useUpdateItem() {
  return useInventoryMutation(({ id, changes }: { id: string; changes: Partial<InventoryCreateInput> }) =>
    api.patch(`/api/inventory/${id}`, changes, { schema: inventoryItemSchema }),
  );
}

export function useAdjustStock() {
  return useInventoryMutation(({ id, body }: { id: string; body: AdjustInput }) =>
    api.post(`/api/inventory/${id}/adjust`, body, { schema: adjustResponseSchema }),
  );
}

export function useDeleteItem() {
  return useInventoryMutation((id: string) =>
    api.delete(`/api/inventory/${id}`, { schema: inventoryDeleteResponseSchema }),
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
