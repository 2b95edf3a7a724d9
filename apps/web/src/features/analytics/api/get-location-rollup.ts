import { type AssetCategory, locationRollupResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { analyticsKeys } from './query-keys';

/**
 * The fleet figures rolled up to each location below `parentId` (null: each site), over the same window
 * and rules as the fleet summary (GET /api/analytics/locations).
 */
export function useLocationRollup(parentId: string | null, category: AssetCategory | undefined) {
  return useQuery(
    keptGetQuery(analyticsKeys.locations(parentId, category ?? null), '/api/analytics/locations', {
      query: { parent_id: parentId ?? undefined, category },
      schema: locationRollupResponseSchema,
    }),
  );
}
