import { listResponseSchema, type WorkOrderListQuery, workOrderSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { workOrderKeys } from './query-keys';

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
    keptGetQuery(workOrderKeys.list(params), '/api/work-orders', {
      query: flags(params),
      schema: listResponseSchema(workOrderSchema),
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
