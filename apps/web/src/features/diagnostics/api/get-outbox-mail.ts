import { listResponseSchema, type MailListQuery, outboxMailSchema } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFRESH_MS } from './get-diagnostics';
import { diagnosticsKeys } from './query-keys';

const mailListSchema = listResponseSchema(outboxMailSchema);

export function mailQueryOptions(query: MailListQuery) {
  return queryOptions({
    queryKey: diagnosticsKeys.mail(query),
    queryFn: ({ signal }) =>
      api.get('/api/admin/mail', { query: { ...query }, schema: mailListSchema, signal }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The mail outbox, newest first (admins). */
export function useOutboxMail(query: MailListQuery) {
  return useQuery(mailQueryOptions(query));
}
