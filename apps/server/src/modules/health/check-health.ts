import type { AppContext } from '../../platform/context';
import { databaseAnswers } from './health.queries';

export async function checkHealth(ctx: AppContext) {
  const dbOk = await databaseAnswers(ctx.db);
  return {
    status: dbOk ? ('ok' as const) : ('degraded' as const),
    db: ctx.dbKind,
    version: ctx.config.version,
  };
}
