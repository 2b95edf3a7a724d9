import {
  type CompleteWorkOrderInput,
  type CreateWorkOrderInput,
  okResponseSchema,
  type UpdateWorkOrderInput,
  type WorkOrder,
  workOrderSchema,
} from '@plantwise/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type SendOrQueueResult, sendOrQueue } from '@/lib/offline/runtime';
import { refreshUnlessLive } from '@/lib/realtime';
import { workOrderKeys } from './query-keys';

function settle(queryClient: QueryClient, workOrder: WorkOrder) {
  queryClient.setQueryData(workOrderKeys.detail(workOrder.id), workOrder);
  return refreshUnlessLive(queryClient, workOrderKeys.all);
}

function useWorkOrderMutation<V>(fn: (v: V) => Promise<WorkOrder>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (w) => settle(queryClient, w) });
}

export const useCreateWorkOrder = () =>
  useWorkOrderMutation((body: CreateWorkOrderInput) =>
    api.post('/api/work-orders', body, { schema: workOrderSchema }),
  );
export const useUpdateWorkOrder = () =>
  useWorkOrderMutation(({ id, body }: { id: string; body: UpdateWorkOrderInput }) =>
    api.patch(`/api/work-orders/${id}`, body, { schema: workOrderSchema }),
  );
/**
 * Shows a change kept on the device as made: the work order reads as started or completed in its detail
 * and in the lists until the server's answer replaces it (docs/decisions/offline-queue.md).
 */
function showAsMade(queryClient: QueryClient, id: string, change: Partial<WorkOrder>) {
  queryClient.setQueryData<WorkOrder>(workOrderKeys.detail(id), (w) => (w ? { ...w, ...change } : w));
  queryClient.setQueriesData<{ data: WorkOrder[]; total: number }>(
    { queryKey: workOrderKeys.lists() },
    (list) =>
      list && Array.isArray(list.data)
        ? { ...list, data: list.data.map((w) => (w.id === id ? { ...w, ...change } : w)) }
        : list,
  );
}

/** Start and complete work without a signal: sent at once when online, else queued and shown as made. */
function useOfflineWorkOrderMutation<V extends { workOrder: WorkOrder }>(
  send: (v: V) => Parameters<typeof sendOrQueue>[0],
  made: (v: V) => Partial<WorkOrder>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (TanStack would hold it until online): offline it is queued, not sent.
    networkMode: 'always',
    mutationFn: (v: V) => sendOrQueue<unknown>(send(v)),
    onSuccess: (result: SendOrQueueResult<unknown>, v) => {
      if (!result.queued) return settle(queryClient, workOrderSchema.parse(result.answer));
      showAsMade(queryClient, v.workOrder.id, made(v));
    },
  });
}

export const useStartWorkOrder = () =>
  useOfflineWorkOrderMutation(
    ({ workOrder }: { workOrder: WorkOrder }) => ({
      method: 'POST',
      path: `/api/work-orders/${workOrder.id}/start`,
      body: { kind: 'none' },
      label: `Start ${workOrder.number}`,
      kind: 'work-order.start',
      record_id: workOrder.id,
    }),
    () => ({ status: 'in-progress' }),
  );
export const useCancelWorkOrder = () =>
  useWorkOrderMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post(`/api/work-orders/${id}/cancel`, { reason }, { schema: workOrderSchema }),
  );
export const useCompleteWorkOrder = () =>
  useOfflineWorkOrderMutation(
    ({ workOrder, body }: { workOrder: WorkOrder; body: CompleteWorkOrderInput }) => ({
      method: 'POST',
      path: `/api/work-orders/${workOrder.id}/complete`,
      body: { kind: 'json', value: body },
      label: `Complete ${workOrder.number}`,
      kind: 'work-order.complete',
      record_id: workOrder.id,
    }),
    ({ body }) => ({ status: 'completed', completed_by: body.completed_by }),
  );

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/work-orders/${id}`, { schema: okResponseSchema }),
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: workOrderKeys.detail(id) });
      return refreshUnlessLive(queryClient, workOrderKeys.lists(), workOrderKeys.counts());
    },
  });
}
