import type { AssignablePeopleQuery } from '@plantwise/domain';
import { listAssignablePeople } from '../../db/shared-queries';
import { assetWithinScope, type SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { assetNotFound } from '../../platform/errors';

/**
 * People a breakdown or work can be assigned to, found by name or e-mail; with an asset, only those who may
 * see its site. An asset outside the caller's own sites answers 404, as an unknown one.
 */
export async function getAssignablePeople(ctx: AppContext, scope: SiteScope, query: AssignablePeopleQuery) {
  if (query.asset_id && !(await assetWithinScope(ctx.db, scope, query.asset_id)))
    throw assetNotFound(query.asset_id);
  return listAssignablePeople(ctx.db, { assetId: query.asset_id, q: query.q, limit: query.limit });
}
