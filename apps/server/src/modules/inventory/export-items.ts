import { calendarDateIn, inventoryExportFilename, inventoryToCsv } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { selectItems } from './inventory.queries';

/** Every item matching the filters, in the list's order, as CSV (formulas escaped by the shared writer). */
export async function exportItems(ctx: AppContext, query: Parameters<typeof selectItems>[1]) {
  const items = await selectItems(ctx.db, query);
  return {
    filename: inventoryExportFilename(calendarDateIn(ctx.now(), ctx.config.PLANT_TIME_ZONE)),
    csv: inventoryToCsv(items),
  };
}
