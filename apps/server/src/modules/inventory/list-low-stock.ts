import type { PageQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { countItems, selectItems } from './inventory.queries';

/** The low-stock list of spec §4: low, critical and out-of-stock items, the emptiest first, paged. */
export async function listLowStock(ctx: AppContext, page: PageQuery) {
  const [data, total] = await Promise.all([
    selectItems(ctx.db, { lowOnly: true, sort: 'status', order: 'asc', ...page }),
    countItems(ctx.db, { lowOnly: true }),
  ]);
  return { data, total };
}
