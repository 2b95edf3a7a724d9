import type { PageQuery } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { countItems, selectItems } from './inventory.queries';
import { withLinksInScope } from './linked-assets';

/** The low-stock list of spec §4: low, critical and out-of-stock items, the emptiest first, paged. */
export async function listLowStock(ctx: AppContext, scope: SiteScope, page: PageQuery) {
  const [data, total] = await Promise.all([
    selectItems(ctx.db, { lowOnly: true, sort: 'status', order: 'asc', ...page }).then((items) =>
      withLinksInScope(ctx.db, scope, items),
    ),
    countItems(ctx.db, { lowOnly: true }),
  ]);
  return { data, total };
}
