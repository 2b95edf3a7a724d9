import { assetListResponseSchema, assetSchema } from '@plantwise/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetKeys } from './query-keys';

export function getAsset(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${encodeURIComponent(id)}`, { schema: assetSchema, signal });
}

export function assetQueryOptions(id: string) {
  return queryOptions({ queryKey: assetKeys.detail(id), queryFn: ({ signal }) => getAsset(id, signal) });
}

/** One asset by its id (archived ones included); nothing is fetched without an id. */
export function useAsset(id: string | null | undefined) {
  return useQuery({ ...assetQueryOptions(id ?? ''), enabled: Boolean(id) });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a link's value is an asset's uuid rather than its asset ID code. */
export function isAssetUuid(value: string): boolean {
  return UUID.test(value);
}

/** The uuid of the asset a link names by uuid or by asset ID code (QR labels, search links); null if none. */
export async function resolveAssetRef(ref: string, signal?: AbortSignal): Promise<string | null> {
  if (isAssetUuid(ref)) return ref;
  const page = await api.get('/api/assets', {
    query: { asset_id: ref, limit: 1 },
    schema: assetListResponseSchema,
    signal,
  });
  return page.data[0]?.id ?? null;
}

export function useResolvedAssetRef(ref: string | null) {
  return useQuery({
    queryKey: assetKeys.byCode(ref ?? ''),
    queryFn: ({ signal }) => resolveAssetRef(ref ?? '', signal),
    enabled: Boolean(ref),
  });
}
