import type { AppContext } from '../../platform/context';
import { listCalendar } from './maintenance.queries';

export async function getCalendar(ctx: AppContext, from: string, to: string) {
  return { data: await listCalendar(ctx.db, new Date(from).toISOString(), new Date(to).toISOString()) };
}
