import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { loadItem } from './item-guards';
import { withItemLinksInScope } from './linked-assets';

/** One item of the shared stores, its linked assets kept to the reader's sites. */
export async function getItem(ctx: AppContext, scope: SiteScope, id: string) {
  return withItemLinksInScope(ctx.db, scope, await loadItem(ctx.db, id));
}
