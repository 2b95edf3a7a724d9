import { listResponseSchema, type MailListQuery, outboxMailSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { REFRESH_MS } from './get-diagnostics';
import { diagnosticsKeys } from './query-keys';

const mailListSchema = listResponseSchema(outboxMailSchema);

export function mailQueryOptions(query: MailListQuery) {
  return keptGetQuery(
    diagnosticsKeys.mail(query),
    '/api/admin/mail',
    { query: { ...query }, schema: mailListSchema },
    { staleTime: 0, refetchInterval: REFRESH_MS },
  );
}

/** The mail outbox, newest first (admins). */
export function useOutboxMail(query: MailListQuery) {
  return useQuery(mailQueryOptions(query));
}
