import { listAssignablePeople } from '../../db/shared-queries';
import type { AppContext } from '../../platform/context';

/** People a breakdown can be assigned to. */
export async function getAssignablePeople(ctx: AppContext) {
  const data = await listAssignablePeople(ctx.db);
  return { data, total: data.length };
}
