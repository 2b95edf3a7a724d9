import { workOrderSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

export function useWorkOrder(id: string | null) {
  return useQuery({
    queryKey: workOrderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get(`/api/work-orders/${id}`, { schema: workOrderSchema, signal }),
    enabled: !!id,
  });
}
