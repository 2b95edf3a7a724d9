import { calendarDateIn, inventoryExportFilename, inventoryToCsv } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { assetIdsInScope, selectItems } from './inventory.queries';
import { withLinksInScope } from './linked-assets';

/**
 * Every item matching the filters, in the list's order (linked assets kept to the reader's sites), as CSV
 * (formulas escaped by the shared writer).
 */
export async function exportItems(
  ctx: AppContext,
  scope: SiteScope,
  query: Parameters<typeof selectItems>[1],
) {
  const hidden =
    query.asset_id !== undefined &&
    !(await assetIdsInScope(ctx.db, scope, [query.asset_id])).has(query.asset_id);
  const items = hidden ? [] : await withLinksInScope(ctx.db, scope, await selectItems(ctx.db, query));
  return {
    filename: inventoryExportFilename(calendarDateIn(ctx.now(), ctx.config.PLANT_TIME_ZONE)),
    csv: inventoryToCsv(items),
  };
}
