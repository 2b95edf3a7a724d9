import { recordListSchema, type SignatureQueueQuery } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { recordKeys } from './query-keys';

export function useSignatureQueue(query: Partial<SignatureQueueQuery>) {
  return useQuery(
    keptGetQuery(recordKeys.queue(query), '/api/signatures', {
      query: { ...query },
      schema: recordListSchema,
    }),
  );
}
