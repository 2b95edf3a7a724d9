import { kpiTargetsSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kpiTargetKeys } from './query-keys';

/** The plant's KPI targets (everyone reads them; screens colour their figures against them). */
export function useKpiTargets() {
  return useQuery({
    queryKey: kpiTargetKeys.all,
    queryFn: ({ signal }) => api.get('/api/settings/kpi-targets', { schema: kpiTargetsSchema, signal }),
  });
}
