import type { AssetFacetsQuery, AssetListQuery } from '@plantwise/domain';
import { registerTableKeys } from '@/lib/realtime';

export const assetKeys = {
  all: ['assets'] as const,
  lists: () => [...assetKeys.all, 'list'] as const,
  list: (query: AssetListQuery) => [...assetKeys.lists(), query] as const,
  facets: (query: AssetFacetsQuery) => [...assetKeys.all, 'facets', query] as const,
  detail: (id: string) => [...assetKeys.all, 'detail', id] as const,
  byCode: (assetId: string) => [...assetKeys.all, 'by-code', assetId.toLowerCase()] as const,
  history: (id: string) => [...assetKeys.all, 'history', id] as const,
  performance: (id: string) => [...assetKeys.all, 'performance', id] as const,
  images: (id: string) => [...assetKeys.all, 'images', id] as const,
};

// Any committed change of an asset, by anyone, refreshes the register, details and counters on screen.
registerTableKeys('assets', [assetKeys.all]);
// A line-stopping breakdown makes an asset down (and its end makes it up): the register, the asset and
// the counters follow breakdowns.
registerTableKeys('asset_breakdowns', [
  assetKeys.lists(),
  [...assetKeys.all, 'facets'],
  [...assetKeys.all, 'detail'],
  [...assetKeys.all, 'by-code'],
]);
// An asset's timeline and performance follow its work orders, breakdowns and tasks.
for (const table of ['work_orders', 'asset_breakdowns', 'maintenance_tasks']) {
  registerTableKeys(table, [
    [...assetKeys.all, 'history'],
    [...assetKeys.all, 'performance'],
  ]);
}
