import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';

export async function checkHealth(ctx: AppContext) {
  const dbOk = await ctx.db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
  return {
    status: dbOk ? ('ok' as const) : ('degraded' as const),
    db: ctx.dbKind,
    version: ctx.config.version,
  };
}
