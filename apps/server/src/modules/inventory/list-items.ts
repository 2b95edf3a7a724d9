import type { InventoryListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countItems, selectItems } from './inventory.queries';

/** One page of the stores with the number of items matching the filters (archived ones hidden). */
export async function listItems(ctx: AppContext, query: InventoryListQuery) {
  const [data, total] = await Promise.all([selectItems(ctx.db, query), countItems(ctx.db, query)]);
  return { data, total };
}
