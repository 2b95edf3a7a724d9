import type { AssetFacets, AssetFacetsQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countAssetsByStatus, listSites } from './assets.queries';

/** Counts per status under the other filters (the header's operational count uses none), and the sites. */
export async function getAssetFacets(ctx: AppContext, filter: AssetFacetsQuery): Promise<AssetFacets> {
  const [byStatus, sites] = await Promise.all([countAssetsByStatus(ctx.db, filter), listSites(ctx.db)]);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, by_status: byStatus, sites };
}
