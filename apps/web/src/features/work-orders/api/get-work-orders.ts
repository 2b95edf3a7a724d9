import {
  type CompleteWorkOrderInput,
  type CreateWorkOrderInput,
  inventoryListResponseSchema,
  listResponseSchema,
  okResponseSchema,
  type UpdateWorkOrderInput,
  type WorkOrder,
  type WorkOrderListQuery,
  workOrderCountsSchema,
  workOrderSchema,
} from '@plantwise/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshUnlessLive, registerTableKeys } from '@/lib/realtime';

export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: () => [...workOrderKeys.all, 'list'] as const,
  list: (query: object) => [...workOrderKeys.lists(), query] as const,
  counts: () => [...workOrderKeys.all, 'counts'] as const,
  detail: (id: string) => [...workOrderKeys.all, 'detail', id] as const,
  position: (id: string, query: object) => [...workOrderKeys.all, 'position', id, query] as const,
  parts: (q: string) => ['inventory', 'work-order-parts', q] as const,
};

// Every committed change of a work order (by anyone, on any instance) refreshes what is on screen.
registerTableKeys('work_orders', [workOrderKeys.all]);

export type WorkOrderListParams = Partial<Omit<WorkOrderListQuery, 'overdue' | 'follow_ups_pending'>> & {
  limit: number;
  offset: number;
  overdue?: boolean;
  follow_ups_pending?: boolean;
};

const flags = ({ overdue, follow_ups_pending, ...rest }: WorkOrderListParams) => ({
  ...rest,
  overdue: overdue ? 'true' : undefined,
  follow_ups_pending: follow_ups_pending ? 'true' : undefined,
});

export function useWorkOrders(params: WorkOrderListParams) {
  return useQuery(
    queryOptions({
      queryKey: workOrderKeys.list(params),
      queryFn: ({ signal }) =>
        api.get('/api/work-orders', {
          query: flags(params),
          schema: listResponseSchema(workOrderSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id a link's `?highlight=` names: an id as it is, or a number people quote (WO-2026-000123, or
 * the old WO-1a2b3c4d) looked up by the list's search; null while looking or when nothing has it.
 */
export function useWorkOrderReference(reference: string | null): string | null {
  const isId = !!reference && UUID.test(reference);
  const found = useQuery({
    queryKey: workOrderKeys.list({ reference }),
    queryFn: ({ signal }) =>
      api.get('/api/work-orders', {
        query: { q: reference ?? '', limit: 1, offset: 0 },
        schema: listResponseSchema(workOrderSchema),
        signal,
      }),
    enabled: !!reference && !isId,
  });
  if (!reference) return null;
  return isId ? reference : (found.data?.data[0]?.id ?? null);
}

/** Where a highlighted work order sits in the list as filtered (to page to it). */
export function useWorkOrderPosition(id: string | null, params: WorkOrderListParams) {
  const { limit: _l, offset: _o, ...filters } = params;
  return useQuery({
    queryKey: workOrderKeys.position(id ?? '', filters),
    queryFn: ({ signal }) =>
      api.get(`/api/work-orders/${id}/position`, {
        query: flags({ ...filters, limit: 1, offset: 0 }),
        schema: z.object({ position: z.number().nullable() }),
        signal,
      }),
    enabled: !!id,
  });
}

export function useWorkOrderCounts() {
  return useQuery({
    queryKey: workOrderKeys.counts(),
    queryFn: ({ signal }) => api.get('/api/work-orders/counts', { schema: workOrderCountsSchema, signal }),
  });
}

export function useWorkOrder(id: string | null) {
  return useQuery({
    queryKey: workOrderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get(`/api/work-orders/${id}`, { schema: workOrderSchema, signal }),
    enabled: !!id,
  });
}

/** Inventory items matching a term, with their stock on hand, for the completion's parts picker. */
export function usePartSearch(q: string) {
  return useQuery({
    queryKey: workOrderKeys.parts(q),
    queryFn: ({ signal }) =>
      api.get('/api/inventory', {
        query: { q: q.trim() || undefined, limit: 20 },
        schema: inventoryListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

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
