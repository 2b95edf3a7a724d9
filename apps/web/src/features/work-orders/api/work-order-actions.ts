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
export const useStartWorkOrder = () =>
  useWorkOrderMutation((id: string) =>
    api.post(`/api/work-orders/${id}/start`, undefined, { schema: workOrderSchema }),
  );
export const useCancelWorkOrder = () =>
  useWorkOrderMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post(`/api/work-orders/${id}/cancel`, { reason }, { schema: workOrderSchema }),
  );
export const useCompleteWorkOrder = () =>
  useWorkOrderMutation(({ id, body }: { id: string; body: CompleteWorkOrderInput }) =>
    api.post(`/api/work-orders/${id}/complete`, body, { schema: workOrderSchema }),
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
