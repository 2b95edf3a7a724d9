import { type AssetImportResponse, assetImportResponseSchema } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { assetKeys } from './query-keys';

export function importAssets(body: {
  csv: string;
  mode: 'preview' | 'commit';
}): Promise<AssetImportResponse> {
  return api.post('/api/assets/import', body, { schema: assetImportResponseSchema });
}

/** Preview a CSV file's rows, or import its valid rows (one transaction on the server). */
export function useImportAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAssets,
    onSuccess: (result) =>
      result.mode === 'commit' ? refreshUnlessLive(queryClient, assetKeys.all) : undefined,
  });
}
