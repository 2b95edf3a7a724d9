import type { AppContext } from '../../platform/context';
import { listAssignablePeople } from './breakdowns.queries';

/** People a breakdown can be assigned to. */
export async function getAssignablePeople(ctx: AppContext) {
  const data = await listAssignablePeople(ctx.db);
  return { data, total: data.length };
}
