import type { InventoryFacets, InventoryFilter } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countItemsByStatus, listCategories } from './inventory.queries';

/** Counts per status for the tiles, under every other filter, and the categories in use. */
export async function getItemFacets(
  ctx: AppContext,
  filter: Omit<InventoryFilter, 'status'>,
): Promise<InventoryFacets> {
  const [byStatus, categories] = await Promise.all([
    countItemsByStatus(ctx.db, filter),
    listCategories(ctx.db),
  ]);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, by_status: byStatus, categories };
}
