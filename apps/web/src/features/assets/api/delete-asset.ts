import { type AssetDeleteResponse, assetDeleteResponseSchema } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { assetKeys } from './query-keys';

export function deleteAsset(id: string): Promise<AssetDeleteResponse> {
  return api.delete(`/api/assets/${id}`, { schema: assetDeleteResponseSchema });
}

/** Deletes an asset, or archives it when records refer to it; the answer says which. */
export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: () => refreshUnlessLive(queryClient, assetKeys.all),
  });
}
