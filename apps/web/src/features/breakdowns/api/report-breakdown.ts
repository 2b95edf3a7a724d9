import { type Breakdown, breakdownSchema, type ReportBreakdownBody } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { breakdownKeys } from './query-keys';

export function reportBreakdown(body: ReportBreakdownBody): Promise<Breakdown> {
  return api.post('/api/breakdowns', body, { schema: breakdownSchema });
}

export function useReportBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportBreakdown,
    onSuccess: (breakdown) => {
      queryClient.setQueryData(breakdownKeys.detail(breakdown.id), breakdown);
      return refreshUnlessLive(queryClient, breakdownKeys.all);
    },
  });
}
