import { type Breakdown, breakdownSchema, type ReportBreakdownBody } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SendOrQueueResult, sendOrQueue } from '@/lib/offline/runtime';
import { refreshUnlessLive } from '@/lib/realtime';
import { breakdownKeys } from './query-keys';

export type ReportResult = { queued: false; breakdown: Breakdown } | { queued: true };

/**
 * Reports a breakdown; without a signal it is kept on the device and sent when the connection returns
 * (docs/decisions/offline-queue.md), with its idempotency key so it is reported once.
 */
export async function reportBreakdown(body: ReportBreakdownBody, assetLabel: string): Promise<ReportResult> {
  const result: SendOrQueueResult<unknown> = await sendOrQueue({
    method: 'POST',
    path: '/api/breakdowns',
    body: { kind: 'json', value: body },
    label: `Report breakdown: ${assetLabel ? `${assetLabel} — ` : ''}${body.title}`,
    kind: 'breakdown.report',
    record_id: null,
  });
  return result.queued
    ? { queued: true }
    : { queued: false, breakdown: breakdownSchema.parse(result.answer) };
}

export function useReportBreakdown() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (TanStack would hold it until online): offline it is queued, not sent.
    networkMode: 'always',
    mutationFn: ({ body, assetLabel }: { body: ReportBreakdownBody; assetLabel: string }) =>
      reportBreakdown(body, assetLabel),
    onSuccess: (result) => {
      if (result.queued) return;
      queryClient.setQueryData(breakdownKeys.detail(result.breakdown.id), result.breakdown);
      return refreshUnlessLive(queryClient, breakdownKeys.all);
    },
  });
}
