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
  assetSearch,
  inventorySearch,
  locationSearch,
  searchAll,
  taskSearch,
  withTrigramIndexes,
  workOrderSearch,
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
  // Every type's first pass is one statement: at a group's scale five statements a search cost more in
  // round trips (the server's writes to the database and their replies) than most of them took to run.
  const pass = (db: DbOrTx, similar: boolean) =>
    searchAll(db, [
      assetSearch({ term, now, similar, scope, limit: rowsOf('asset') }),
      workOrderSearch({ term, now, similar, scope, limit: rowsOf('work-order') }),
      // The stores are shared by every site (docs/decisions/site-access.md).
      inventorySearch({ term, now, similar, scope, limit: rowsOf('inventory') }),
      taskSearch({ term, now, similar, scope, limit: rowsOf('maintenance-task') }),
      locationSearch({ term, now, similar, scope, limit: rowsOf('location') }),
    ] as const);
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
