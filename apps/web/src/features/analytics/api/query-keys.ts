import type { AssetCategory } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

/** The register filters the analytics screen reads its figures for. */
export interface AssetAnalyticsFilters {
  /** A location of the tree: the assets at it and below it (the URL's `location`). */
  location?: string;
  /** The older filter by a site's name (links made before the tree). */
  site?: string;
  category?: AssetCategory;
}

export const analyticsKeys = {
  all: ['asset-analytics'] as const,
  assets: (filters: AssetAnalyticsFilters) =>
    [
      ...analyticsKeys.all,
      'assets',
      filters.location ?? null,
      filters.site ?? null,
      filters.category ?? null,
    ] as const,
  locations: (parentId: string | null, category: AssetCategory | null) =>
    [...analyticsKeys.all, 'locations', parentId, category] as const,
};

// The metrics derive from the assets, their breakdowns and their work orders: any committed change of
// those, by anyone, refreshes the screen without a reload.
registerViewKeys('analytics', [analyticsKeys.all]);

export const kpiTargetKeys = { all: ['kpi-targets'] as const };

// A manager's new targets recolour every open screen at once.
registerViewKeys('kpiTargets', [kpiTargetKeys.all]);
