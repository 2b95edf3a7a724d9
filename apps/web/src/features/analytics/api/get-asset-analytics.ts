import { assetAnalyticsResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { type AssetAnalyticsFilters, analyticsKeys } from './query-keys';

export type { AssetAnalyticsFilters } from './query-keys';

/** Every asset's spec §9 metrics, the rankings and the fleet summary (GET /api/analytics/assets). */
export function useAssetAnalytics(filters: AssetAnalyticsFilters) {
  return useQuery(
    keptGetQuery(analyticsKeys.assets(filters), '/api/analytics/assets', {
      query: { location_id: filters.location, site: filters.site, category: filters.category },
      schema: assetAnalyticsResponseSchema,
    }),
  );
}

/** The CSV download of the table (a plain link: the session cookie goes with it). */
export function assetAnalyticsExportUrl(filters: AssetAnalyticsFilters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set('location_id', filters.location);
  if (filters.site) params.set('site', filters.site);
  if (filters.category) params.set('category', filters.category);
  const query = params.toString();
  return `/api/analytics/assets/export.csv${query ? `?${query}` : ''}`;
}
