import { depthFirst, type LocationListResponse } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { locationRowInScope } from './location-tree-writes';
import { toLocation } from './locations.presenters';
import { countAssetsBelowEachLocation, selectLocationRows } from './locations.queries';

/**
 * The whole tree, each parent before its children, with the assets at each location and below it. A caller
 * limited to sites gets their sites' subtrees only (docs/decisions/site-access.md); the counts need no change,
 * since everything below a location of their sites is at their sites.
 */
export async function listLocations(ctx: AppContext, scope: SiteScope): Promise<LocationListResponse> {
  const [rows, counts] = await Promise.all([
    selectLocationRows(ctx.db),
    countAssetsBelowEachLocation(ctx.db),
  ]);
  const visible = rows.filter((row) => locationRowInScope(row, scope));
  const data = depthFirst(visible).map((row) => toLocation(row, counts.get(row.id) ?? 0));
  return { data, total: data.length };
}
