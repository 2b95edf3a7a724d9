import { depthFirst, type LocationListResponse } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { toLocation } from './locations.presenters';
import { countAssetsBelowEachLocation, selectLocationRows } from './locations.queries';

/** The whole tree, each parent before its children, with the assets at each location and below it. */
export async function listLocations(ctx: AppContext): Promise<LocationListResponse> {
  const [rows, counts] = await Promise.all([
    selectLocationRows(ctx.db),
    countAssetsBelowEachLocation(ctx.db),
  ]);
  const data = depthFirst(rows).map((row) => toLocation(row, counts.get(row.id) ?? 0));
  return { data, total: data.length };
}
