import { type RecordListQuery, recordListSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { recordKeys } from './query-keys';

export function useRecords(query: Partial<RecordListQuery>) {
  return useQuery(
    keptGetQuery(recordKeys.list(query), '/api/records', { query: { ...query }, schema: recordListSchema }),
  );
}
