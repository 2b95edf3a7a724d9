import { ERRORS, type WorkOrderListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { found } from '../../platform/errors';
import { findWorkOrderRow, positionOf } from './work-orders.queries';

/**
 * Where a work order sits in the caller's list as filtered and sorted (null if filtered away); 404 for a
 * work order that does not exist or is at a site outside the caller's (its place would give it away).
 */
export async function getWorkOrderPosition(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
  query: WorkOrderListQuery,
) {
  found(await findWorkOrderRow(ctx.db, id, scope), ERRORS.workOrderNotFound);
  return { position: await positionOf(ctx.db, scope, id, query, ctx.now()) };
}
