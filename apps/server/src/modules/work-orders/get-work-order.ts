import type { AppContext } from '../../platform/context';
import { loadWorkOrder } from './work-order-guards';

export async function getWorkOrder(ctx: AppContext, id: string) {
  return loadWorkOrder(ctx.db, id, ctx.now());
}
