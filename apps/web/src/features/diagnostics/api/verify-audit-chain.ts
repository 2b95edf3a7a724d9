import { auditVerificationSchema } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { diagnosticsKeys } from './query-keys';

/** Walks the audit trail's hash chain now (GET /api/admin/audit/verify); Diagnostics shows the result. */
export function useVerifyAuditChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get('/api/admin/audit/verify', { schema: auditVerificationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnosticsKeys.summary() }),
  });
}
