import {
  type AdjustInput,
  adjustResponseSchema,
  type InventoryCreateInput,
  type InventoryItem,
  inventoryDeleteResponseSchema,
  inventoryImportResponseSchema,
  inventoryItemSchema,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { sendOrQueue } from '@/lib/offline/runtime';
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

/**
 * Adjusts stock; without a signal the adjustment is kept on the device and sent in order when the
 * connection returns (docs/decisions/offline-queue.md); the server may refuse it then (stock changed).
 */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      item,
      body,
    }: {
      item: Pick<InventoryItem, 'id' | 'item_name'>;
      body: AdjustInput;
    }) => {
      const result = await sendOrQueue<unknown>({
        method: 'POST',
        path: `/api/inventory/${item.id}/adjust`,
        body: { kind: 'json', value: body },
        label: `Adjust stock of ${item.item_name}`,
        kind: 'inventory.adjust',
        record_id: item.id,
      });
      return result.queued ? null : adjustResponseSchema.parse(result.answer);
    },
    onSuccess: (result) => (result ? refreshUnlessLive(queryClient, inventoryKeys.all) : undefined),
  });
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
