import type { AssetCategory } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

/** The register filters the analytics screen reads its figures for. */
export interface AssetAnalyticsFilters {
  site?: string;
  category?: AssetCategory;
}

export const analyticsKeys = {
  all: ['asset-analytics'] as const,
  assets: (filters: AssetAnalyticsFilters) =>
    [...analyticsKeys.all, 'assets', filters.site ?? null, filters.category ?? null] as const,
};

// The metrics derive from the assets, their breakdowns and their work orders: any committed change of
// those, by anyone, refreshes the screen without a reload.
registerViewKeys('analytics', [analyticsKeys.all]);

export const kpiTargetKeys = { all: ['kpi-targets'] as const };

// A manager's new targets recolour every open screen at once.
registerViewKeys('kpiTargets', [kpiTargetKeys.all]);
