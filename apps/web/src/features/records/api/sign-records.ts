import {
  type BatchSignBody,
  batchSignResultSchema,
  recordDetailSchema,
  type SignBody,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { recordKeys } from './query-keys';

/** Signs a record (the password again); the answer is the record as it now stands. */
export function useSignRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SignBody }) =>
      api.post(`/api/records/${id}/signatures`, body, { schema: recordDetailSchema }),
    onSuccess: (record) => {
      queryClient.setQueryData(recordKeys.detail(record.id), record);
      return refreshUnlessLive(queryClient, recordKeys.all);
    },
  });
}

/** Signs a selected set of records with one password entry; the answer says what was signed and refused. */
export function useSignRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchSignBody) =>
      api.post('/api/records/signatures', body, { schema: batchSignResultSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, recordKeys.all),
  });
}
