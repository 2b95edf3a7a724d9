import { type RecordListQuery, recordListSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from './query-keys';

export function useRecords(query: Partial<RecordListQuery>) {
  return useQuery({
    queryKey: recordKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/api/records', { query: { ...query }, schema: recordListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
