import { type KpiTargets, kpiTargetsSchema } from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registerTableKeys } from '@/lib/realtime';

export const kpiTargetKeys = { all: ['kpi-targets'] as const };

// A manager's new targets recolour every open screen at once.
registerTableKeys('settings', [kpiTargetKeys.all]);

/** The plant's KPI targets (everyone reads them; screens colour their figures against them). */
export function useKpiTargets() {
  return useQuery({
    queryKey: kpiTargetKeys.all,
    queryFn: ({ signal }) => api.get('/api/settings/kpi-targets', { schema: kpiTargetsSchema, signal }),
  });
}

export function useSaveKpiTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targets: KpiTargets) =>
      api.put('/api/settings/kpi-targets', targets, { schema: kpiTargetsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(kpiTargetKeys.all, saved),
  });
}
