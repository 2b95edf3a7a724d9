import type { AppContext } from '../../platform/context';
import { readLabourRate } from './work-orders.queries';

export async function getLabourRate(ctx: AppContext) {
  return { labour_rate: await readLabourRate(ctx.db) };
}
