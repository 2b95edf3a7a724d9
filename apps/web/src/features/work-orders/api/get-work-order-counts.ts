import { workOrderCountsSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

export function useWorkOrderCounts() {
  return useQuery({
    queryKey: workOrderKeys.counts(),
    queryFn: ({ signal }) => api.get('/api/work-orders/counts', { schema: workOrderCountsSchema, signal }),
  });
}
