import { meterListResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registerViewKeys } from '@/lib/realtime';

export const taskMeterKeys = {
  all: ['task-meters'] as const,
  asset: (assetId: string) => [...taskMeterKeys.all, assetId] as const,
};
// A new reading or meter refreshes the numbers the task form and task page show.
registerViewKeys('meters', [taskMeterKeys.all]);

/** The meters of a task's asset (GET /api/assets/:id/meters), with their latest reading and usage rate. */
export function useAssetMeters(assetId: string | null | undefined) {
  return useQuery({
    queryKey: taskMeterKeys.asset(assetId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/assets/${encodeURIComponent(assetId ?? '')}/meters`, {
        schema: meterListResponseSchema,
        signal,
      }),
    enabled: Boolean(assetId),
  });
}
