import type { AssetFacets, AssetFacetsQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { countAssetsByStatus, listSites } from './assets.queries';

/** Counts per status under the other filters (the header's operational count uses none), and the sites. */
export async function getAssetFacets(
  ctx: AppContext,
  scope: SiteScope,
  filter: AssetFacetsQuery,
): Promise<AssetFacets> {
  const [byStatus, sites] = await Promise.all([
    countAssetsByStatus(ctx.db, { ...filter, scope }),
    listSites(ctx.db, scope),
  ]);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, by_status: byStatus, sites };
}
