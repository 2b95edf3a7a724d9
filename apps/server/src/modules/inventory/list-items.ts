import type { InventoryListQuery } from '@plantwise/domain';
import { rememberedTotal } from '../../platform/cache/list-total';
import type { AppContext } from '../../platform/context';
import { countItems, selectItems } from './inventory.queries';

/**
 * One page of the stores with the number of items matching the filters (archived ones hidden). The
 * total is remembered until an item changes (VersionedMemo, as the asset register does): counting
 * 20,000 items was most of a first page's time.
 */
export async function listItems(ctx: AppContext, query: InventoryListQuery) {
  const { offset: _offset, limit: _limit, sort: _sort, order: _order, ...filters } = query;
  const [data, total] = await Promise.all([
    selectItems(ctx.db, query),
    rememberedTotal(ctx, 'inventoryList', filters, () => countItems(ctx.db, filters)),
  ]);
  return { data, total };
}
