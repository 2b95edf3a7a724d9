import { ERRORS, type PageQuery } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findItem, selectMovements, selectMovementsForWorkOrder } from './inventory.queries';

/** GET /api/inventory/:id/movements: the item's ledger, newest first (another site's work
 * orders not named). */
export async function listMovements(ctx: AppContext, scope: SiteScope, id: string, page: PageQuery) {
  const item = await findItem(ctx.db, id);
  if (!item) throw new AppError(ERRORS.inventoryItemNotFound, { params: { id } });
  return selectMovements(ctx.db, scope, id, page);
}

/** The parts a work order consumed: one ledger row per part, with the item's code, name and unit cost then. */
export function listMovementsForWorkOrder(db: DbOrTx, workOrderId: string) {
  return selectMovementsForWorkOrder(db, workOrderId);
}
