import {
  type Breakdown,
  breakdownSchema,
  REPORT_PHOTO_FIELD,
  type ReportBreakdownBody,
  reportBreakdownFormFields,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedBody } from '@/lib/offline/queue';
import { type SendOrQueueResult, sendOrQueue } from '@/lib/offline/runtime';
import { refreshUnlessLive } from '@/lib/realtime';
import { breakdownKeys } from './query-keys';

export type ReportResult = { queued: false; breakdown: Breakdown } | { queued: true };

/** JSON, or with a photo a form of the same fields and the photo (kept as a Blob while queued). */
function requestBody(body: ReportBreakdownBody, photo: File | null): QueuedBody {
  if (!photo) return { kind: 'json', value: body };
  return {
    kind: 'form',
    fields: reportBreakdownFormFields(body),
    files: [{ field: REPORT_PHOTO_FIELD, blob: photo, filename: photo.name || 'photo' }],
  };
}

/**
 * Reports a breakdown, with its photo if one was taken; without a signal it is kept on the device (the
 * photo too) and sent when the connection returns (docs/decisions/offline-queue.md), with its idempotency
 * key so it is reported once.
 */
export async function reportBreakdown(
  body: ReportBreakdownBody,
  assetLabel: string,
  photo: File | null = null,
): Promise<ReportResult> {
  const result: SendOrQueueResult<unknown> = await sendOrQueue({
    method: 'POST',
    path: '/api/breakdowns',
    body: requestBody(body, photo),
    label: `Report breakdown: ${assetLabel ? `${assetLabel} — ` : ''}${body.title}${photo ? ' (with photo)' : ''}`,
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
    mutationFn: ({
      body,
      assetLabel,
      photo,
    }: {
      body: ReportBreakdownBody;
      assetLabel: string;
      photo?: File | null;
    }) => reportBreakdown(body, assetLabel, photo ?? null),
    onSuccess: (result) => {
      if (result.queued) return;
      queryClient.setQueryData(breakdownKeys.detail(result.breakdown.id), result.breakdown);
      return refreshUnlessLive(queryClient, breakdownKeys.all);
    },
  });
}
