import {
  auditVerificationSchema,
  diagnosticsSchema,
  listResponseSchema,
  type MailListQuery,
  outboxMailSchema,
} from '@plantwise/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const diagnosticsKeys = {
  all: ['diagnostics'] as const,
  summary: () => [...diagnosticsKeys.all, 'summary'] as const,
  mail: (query: MailListQuery) => [...diagnosticsKeys.all, 'mail', query] as const,
};

/** Live figures: refreshed every 15 s while the screen is open. */
const REFRESH_MS = 15_000;

export function diagnosticsQueryOptions() {
  return queryOptions({
    queryKey: diagnosticsKeys.summary(),
    queryFn: ({ signal }) => api.get('/api/admin/diagnostics', { schema: diagnosticsSchema, signal }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

export function useDiagnostics() {
  return useQuery(diagnosticsQueryOptions());
}

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

/** Walks the audit trail's hash chain now (GET /api/admin/audit/verify); Diagnostics shows the result. */
export function useVerifyAuditChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get('/api/admin/audit/verify', { schema: auditVerificationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnosticsKeys.summary() }),
  });
}
