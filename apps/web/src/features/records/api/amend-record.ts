import { type AmendmentBody, recordDetailSchema } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { recordKeys } from './query-keys';

/** Corrects a record: the answer is the new amendment record. */
export function useAmendRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AmendmentBody }) =>
      api.post(`/api/records/${id}/amendments`, body, { schema: recordDetailSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, recordKeys.all),
  });
}
