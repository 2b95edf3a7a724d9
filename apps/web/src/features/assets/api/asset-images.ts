import {
  type Asset,
  type AssetImage,
  assetImageListResponseSchema,
  assetImageSchema,
  assetSchema,
} from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export function getAssetImages(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${id}/images`, { schema: assetImageListResponseSchema, signal });
}

export function useAssetImages(id: string) {
  return useQuery({ queryKey: assetKeys.images(id), queryFn: ({ signal }) => getAssetImages(id, signal) });
}

export function uploadAssetImage({ id, file }: { id: string; file: File }): Promise<AssetImage> {
  return api.post(`/api/assets/${id}/images`, file, {
    query: { filename: file.name },
    schema: assetImageSchema,
  });
}

export function setFeaturedAssetImage({ id, fileId }: { id: string; fileId: string }): Promise<Asset> {
  return api.post(`/api/assets/${id}/images/${fileId}/featured`, undefined, { schema: assetSchema });
}

export function deleteAssetImage({ id, fileId }: { id: string; fileId: string }): Promise<Asset> {
  return api.delete(`/api/assets/${id}/images/${fileId}`, { schema: assetSchema });
}

function useImageMutation<TVars extends { id: string }, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.images(id) }),
        queryClient.invalidateQueries({ queryKey: assetKeys.detail(id) }),
      ]),
  });
}

export const useUploadAssetImage = () => useImageMutation(uploadAssetImage);
export const useSetFeaturedAssetImage = () => useImageMutation(setFeaturedAssetImage);
export const useDeleteAssetImage = () => useImageMutation(deleteAssetImage);
