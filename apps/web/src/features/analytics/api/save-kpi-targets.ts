import { type KpiTargets, kpiTargetsSchema } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kpiTargetKeys } from './query-keys';

export function useSaveKpiTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targets: KpiTargets) =>
      api.put('/api/settings/kpi-targets', targets, { schema: kpiTargetsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(kpiTargetKeys.all, saved),
  });
}
