import {
  interpretSearchTerm,
  mergeSearchHits,
  type SearchCounts,
  type SearchQuery,
  type SearchResponse,
  type SearchType,
  searchSimilarNext,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { assetHit, type Hit, inventoryHit, locationHit, taskHit, workOrderHit } from './search.presenters';
import {
  searchAssets,
  searchInventory,
  searchLocations,
  searchTasks,
  searchWorkOrders,
  withTrigramIndexes,
} from './search.queries';

/**
 * GET /api/search (spec §2, §9): the best `limit` (≤ 20) matches across assets, work orders, inventory,
 * maintenance tasks and locations, ranked by the domain's tiers, with the number of matches of every type
 * whatever the type filter (the filter chips' counts). Types filtered out are only counted.
 */
export async function searchRecords(
  ctx: AppContext,
  scope: SiteScope,
  query: SearchQuery,
): Promise<SearchResponse> {
  const term = interpretSearchTerm(query.q);
  const now = ctx.now();
  const rowsOf = (type: SearchType) => (query.type && query.type !== type ? 0 : query.limit);
  const pass = (db: DbOrTx, similar: boolean) =>
    Promise.all([
      searchAssets(db, { term, now, similar, scope, limit: rowsOf('asset') }),
      searchWorkOrders(db, { term, now, similar, scope, limit: rowsOf('work-order') }),
      // The stores are shared by every site (docs/decisions/site-access.md).
      searchInventory(db, { term, now, similar, scope, limit: rowsOf('inventory') }),
      searchTasks(db, { term, now, similar, scope, limit: rowsOf('maintenance-task') }),
      searchLocations(db, { term, now, similar, scope, limit: rowsOf('location') }),
    ]);
  let found = await pass(ctx.db, false);
  if (
    searchSimilarNext(
      term,
      found.reduce((sum, type) => sum + type.count, 0),
    )
  )
    found = await withTrigramIndexes(ctx.db, (tx) => pass(tx, true));
  const [assets, workOrders, inventory, tasks, locations] = found;
  const hits: Hit[][] = [
    assets.rows.map((r) => assetHit(term, r)),
    workOrders.rows.map((r) => workOrderHit(term, r, now)),
    inventory.rows.map((r) => inventoryHit(term, r)),
    tasks.rows.map((r) => taskHit(term, r, ctx.config.PLANT_TIME_ZONE)),
    locations.rows.map((r) => locationHit(term, r)),
  ];
  const counts: SearchCounts = {
    asset: assets.count,
    'work-order': workOrders.count,
    inventory: inventory.count,
    'maintenance-task': tasks.count,
    location: locations.count,
  };
  const data = mergeSearchHits(hits, query.limit).map(({ type, id, title, subtitle, url }) => ({
    type,
    id,
    title,
    subtitle,
    url,
  }));
  return { data, counts, suggestion: term.suggestion };
}
