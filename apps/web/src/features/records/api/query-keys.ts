import type { RecordListQuery, SignatureQueueQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const recordKeys = {
  all: ['records'] as const,
  list: (query: Partial<RecordListQuery>) => [...recordKeys.all, 'list', query] as const,
  detail: (id: string) => [...recordKeys.all, 'detail', id] as const,
  queue: (query: Partial<SignatureQueueQuery>) => [...recordKeys.all, 'queue', query] as const,
};

// A new record (a completion anywhere) or a signature refreshes every records screen.
registerViewKeys('records', [recordKeys.all]);
