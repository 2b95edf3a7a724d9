import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { listCalendar } from './maintenance.queries';

export async function getCalendar(ctx: AppContext, scope: SiteScope, from: string, to: string) {
  return {
    data: await listCalendar(ctx.db, scope, new Date(from).toISOString(), new Date(to).toISOString()),
  };
}
