import type { AssetFacetsQuery, AssetListQuery } from '@plantwise/domain';
import { registerTableKeys, registerViewKeys } from '@/lib/realtime';

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
  children: (id: string) => [...assetKeys.all, 'children', id] as const,
  /** The work waiting for an asset's hygiene release, and how many assets wait (under `all`: an asset's change refreshes them). */
  release: (id: string) => [...assetKeys.all, 'release', id] as const,
  awaitingReleaseCount: () => [...assetKeys.all, 'awaiting-release-count'] as const,
};

// Any committed change of an asset, by anyone, refreshes everything on screen about assets (its images too).
registerTableKeys('assets', [assetKeys.all]);
// A further completion joins an asset's wait for its hygiene release without changing the asset row.
registerTableKeys('hygiene_releases', [assetKeys.all]);
// A line-stopping breakdown makes an asset down (and its end makes it up): the register and its counters,
// the asset and its timeline and performance follow what their views read.
registerViewKeys('assetList', [assetKeys.lists(), [...assetKeys.all, 'facets']]);
registerViewKeys('assetDetail', [
  [...assetKeys.all, 'detail'],
  [...assetKeys.all, 'by-code'],
]);
registerViewKeys('assetPerformance', [
  [...assetKeys.all, 'history'],
  [...assetKeys.all, 'performance'],
]);
