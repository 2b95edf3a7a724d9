import type { AppContext } from '../../platform/context';
import { selectItems } from './inventory.queries';

/** The low-stock list of spec §4: low, critical and out-of-stock items, the emptiest first. */
export async function listLowStock(ctx: AppContext) {
  const data = await selectItems(ctx.db, { lowOnly: true, sort: 'status', order: 'asc' });
  return { data, total: data.length };
}
