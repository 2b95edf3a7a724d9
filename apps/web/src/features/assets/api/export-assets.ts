import type { AssetExportQuery } from '@plantwise/domain';

/** The address of the CSV export of the register under `query` (a plain download with the session cookie). */
export function assetExportUrl(query: Partial<AssetExportQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/assets/export.csv${search ? `?${search}` : ''}`;
}
