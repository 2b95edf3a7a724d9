import { recordListSchema, type SignatureQueueQuery } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from './query-keys';

export function useSignatureQueue(query: Partial<SignatureQueueQuery>) {
  return useQuery({
    queryKey: recordKeys.queue(query),
    queryFn: ({ signal }) =>
      api.get('/api/signatures', { query: { ...query }, schema: recordListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
