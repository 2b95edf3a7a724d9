import { reportTokenCreatedSchema, reportTokenStateSchema } from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

const reportTokenKey = (id: string) => [...assetKeys.all, 'report-token', id] as const;

/** Whether the asset has a report link; the token itself is never readable again. */
export function useReportTokenState(assetId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportTokenKey(assetId),
    queryFn: () => api.get(`/api/assets/${assetId}/report-token`, { schema: reportTokenStateSchema }),
    enabled,
  });
}

/** Creates or rotates the report link; the answer holds the token, shown once. */
export function useRotateReportToken(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/api/assets/${assetId}/report-token`, undefined, { schema: reportTokenCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportTokenKey(assetId) }),
  });
}
