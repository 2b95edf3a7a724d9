import { listAssignablePeople } from '../../db/shared-queries';
import { assetWithinScope, type SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { assetNotFound } from '../../platform/errors';

/**
 * People a breakdown or work can be assigned to; with an asset, only those who may see its site. An asset
 * outside the caller's own sites answers 404, as an unknown one.
 */
export async function getAssignablePeople(ctx: AppContext, scope: SiteScope, assetId?: string) {
  if (assetId && !(await assetWithinScope(ctx.db, scope, assetId))) throw assetNotFound(assetId);
  const data = await listAssignablePeople(ctx.db, assetId);
  return { data, total: data.length };
}
