import type { InventoryListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { rememberedTotal } from '../../platform/cache/list-total';
import type { AppContext } from '../../platform/context';
import { assetIdsInScope, countItems, selectItems } from './inventory.queries';
import { withLinksInScope } from './linked-assets';

/**
 * One page of the stores (linked assets kept to the reader's sites) with the number of items matching the filters (archived ones hidden). The
 * total is remembered until an item changes (VersionedMemo, as the asset register does): counting
 * 20,000 items was most of a first page's time.
 */
export async function listItems(ctx: AppContext, scope: SiteScope, query: InventoryListQuery) {
  const { offset: _offset, limit: _limit, sort: _sort, order: _order, ...filters } = query;
  // The parts of another site's asset are not listed to a reader limited to sites (nor is that it has any).
  if (query.asset_id && !(await assetIdsInScope(ctx.db, scope, [query.asset_id])).has(query.asset_id))
    return { data: [], total: 0 };
  const [data, total] = await Promise.all([
    selectItems(ctx.db, query).then((items) => withLinksInScope(ctx.db, scope, items)),
    rememberedTotal(ctx, 'inventoryList', filters, () => countItems(ctx.db, filters)),
  ]);
  return { data, total };
}
