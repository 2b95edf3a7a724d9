import {
  awaitingReleaseCountSchema,
  canAccess,
  FOOD_SAFETY_SIGNERS,
  pendingReleaseResponseSchema,
  type ReleaseBody,
  type Role,
  releaseResultSchema,
} from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { refreshUnlessLive } from '@/lib/realtime';
import { assetKeys } from './query-keys';

/** Who sees the awaiting-release count and the release action: those who may release (the domain's rule). */
export function mayRelease(role: Role | undefined): boolean {
  return role !== undefined && canAccess(role, FOOD_SAFETY_SIGNERS);
}

/** How many assets wait for their hygiene release (the header and the dashboard). */
export function useAwaitingReleaseCount(enabled: boolean) {
  return useQuery({
    ...keptGetQuery(assetKeys.awaitingReleaseCount(), '/api/compliance/awaiting-release/count', {
      schema: awaitingReleaseCountSchema,
    }),
    enabled,
  });
}

/** The work waiting for this asset's release and who did it; `pending` is null when it is not waiting. */
export function usePendingRelease(assetId: string, enabled: boolean) {
  return useQuery({
    ...keptGetQuery(assetKeys.release(assetId), `/api/assets/${assetId}/release`, {
      schema: pendingReleaseResponseSchema,
    }),
    enabled,
  });
}

/** Releases the asset for production with the releaser's password; the answer names the signed record. */
export function useReleaseAsset(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseBody) =>
      api.post(`/api/assets/${assetId}/release`, body, { schema: releaseResultSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, assetKeys.all),
  });
}
