import {
  type AmendmentBody,
  type BatchSignBody,
  batchSignResultSchema,
  type RecordListQuery,
  recordDetailSchema,
  recordListSchema,
  type SignatureQueueQuery,
  type SignBody,
} from '@plantwise/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive, registerTableKeys } from '@/lib/realtime';

export const recordKeys = {
  all: ['records'] as const,
  list: (query: Partial<RecordListQuery>) => [...recordKeys.all, 'list', query] as const,
  detail: (id: string) => [...recordKeys.all, 'detail', id] as const,
  queue: (query: Partial<SignatureQueueQuery>) => [...recordKeys.all, 'queue', query] as const,
};

// A new record (a completion anywhere) or a signature refreshes every records screen.
registerTableKeys('records', [recordKeys.all]);
registerTableKeys('record_signatures', [recordKeys.all]);

export function useRecords(query: Partial<RecordListQuery>) {
  return useQuery({
    queryKey: recordKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/api/records', { query: { ...query }, schema: recordListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecord(id: string) {
  return useQuery({
    queryKey: recordKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/records/${id}`, { schema: recordDetailSchema, signal }),
  });
}

export function useSignatureQueue(query: Partial<SignatureQueueQuery>) {
  return useQuery({
    queryKey: recordKeys.queue(query),
    queryFn: ({ signal }) =>
      api.get('/api/signatures', { query: { ...query }, schema: recordListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

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

/** Corrects a record: the answer is the new amendment record. */
export function useAmendRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AmendmentBody }) =>
      api.post(`/api/records/${id}/amendments`, body, { schema: recordDetailSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, recordKeys.all),
  });
}
