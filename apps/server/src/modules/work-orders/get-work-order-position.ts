import type { WorkOrderListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { positionOf } from './work-orders.queries';

/** Where a work order sits in the list as filtered and sorted (null if filtered away). */
export async function getWorkOrderPosition(ctx: AppContext, id: string, query: WorkOrderListQuery) {
  return { position: await positionOf(ctx.db, id, query, ctx.now()) };
}
