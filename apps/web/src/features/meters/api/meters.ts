import { meterApi } from '@plantwise/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { sendOrQueue } from '@/lib/offline/runtime';
import { refreshUnlessLive, registerViewKeys } from '@/lib/realtime';

export const meterKeys = {
  all: ['meters'] as const,
  ofAsset: (assetId: string) => [...meterKeys.all, 'asset', assetId] as const,
  readings: (meterId: string, range: ReadingRange | 'count') =>
    [...meterKeys.all, 'readings', meterId, range] as const,
};

// A meter set up, changed or deleted, or a reading recorded by anyone (the meters tables notify), refreshes
// the asset's meters and their charts.
registerViewKeys('meters', [[...meterKeys.all, 'asset']]);
registerViewKeys('meterReadings', [[...meterKeys.all, 'readings']]);

/** The ranges a meter's chart offers, back from now. */
export const READING_RANGES = { '7d': 7, '30d': 30, '1y': 365 } as const;
export type ReadingRange = keyof typeof READING_RANGES;
export const READING_RANGE_LABELS: Record<ReadingRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '1y': '1 year',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function useAssetMeters(assetId: string) {
  return useQuery({
    queryKey: meterKeys.ofAsset(assetId),
    queryFn: () => api.get(`/api/assets/${assetId}/meters`, { schema: meterApi.meterListResponseSchema }),
  });
}

/** A meter's readings over the range, as the server downsampled them (at most 500 points). */
export function useMeterReadings(meterId: string, range: ReadingRange) {
  return useQuery({
    queryKey: meterKeys.readings(meterId, range),
    queryFn: () => {
      const from = new Date(Date.now() - READING_RANGES[range] * DAY_MS).toISOString();
      return api.get(`/api/meters/${meterId}/readings?from=${encodeURIComponent(from)}`, {
        schema: meterApi.readingListResponseSchema,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** Records a reading; without a signal it is kept on the device and sent in order when the connection returns. */
export function useRecordReading() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      meter,
      body,
    }: {
      meter: { id: string; name: string };
      body: z.input<typeof meterApi.readingCreateBodySchema>;
    }) => {
      const result = await sendOrQueue<unknown>({
        method: 'POST',
        path: `/api/meters/${meter.id}/readings`,
        body: { kind: 'json', value: body },
        label: `Reading of ${meter.name}`,
        kind: 'meter.reading',
        record_id: meter.id,
      });
      return result.queued ? null : meterApi.readingSchema.parse(result.answer);
    },
    onSuccess: (reading) => (reading ? refreshUnlessLive(queryClient, meterKeys.all) : undefined),
  });
}

export function useSaveMeter() {
  return useRefreshingMutation(
    (
      input:
        | { assetId: string; body: z.input<typeof meterApi.meterCreateBodySchema> }
        | { meterId: string; body: z.input<typeof meterApi.meterUpdateBodySchema> },
    ) =>
      'meterId' in input
        ? api.patch(`/api/meters/${input.meterId}`, input.body, { schema: meterApi.meterSchema })
        : api.post(`/api/assets/${input.assetId}/meters`, input.body, { schema: meterApi.meterSchema }),
    meterKeys.all,
  );
}

export function useDeleteMeter() {
  return useRefreshingMutation(
    (meterId: string) => api.delete(`/api/meters/${meterId}`, { schema: meterApi.meterDeleteResponseSchema }),
    meterKeys.all,
  );
}

/** How many readings the meter holds in all (what deleting it loses). */
export function useReadingCount(meterId: string, enabled: boolean) {
  return useQuery({
    queryKey: meterKeys.readings(meterId, 'count'),
    queryFn: async () =>
      (
        await api.get(`/api/meters/${meterId}/readings?limit=2`, {
          schema: meterApi.readingListResponseSchema,
        })
      ).total,
    enabled,
  });
}

/** Preview a readings file, or record its accepted rows (one transaction on the server). */
export function useImportReadings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; mode: 'preview' | 'commit' }) =>
      api.post('/api/meter-readings/import', body, { schema: meterApi.readingImportResponseSchema }),
    onSuccess: (result) =>
      result.mode === 'commit' ? refreshUnlessLive(queryClient, meterKeys.all) : undefined,
  });
}
