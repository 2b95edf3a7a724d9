import { recordDetailSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from './query-keys';

export function useRecord(id: string) {
  return useQuery({
    queryKey: recordKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/records/${id}`, { schema: recordDetailSchema, signal }),
  });
}
