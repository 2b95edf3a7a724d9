import type { AppContext } from '../../platform/context';
import { loadBreakdown } from './breakdown-guards';
import { listBreakdownNotifications } from './breakdowns.queries';

/** notification_history of type asset_breakdown whose metadata names the breakdown (spec §7). */
export async function getBreakdownNotifications(ctx: AppContext, id: string) {
  await loadBreakdown(ctx.db, id);
  const rows = await listBreakdownNotifications(ctx.db, id);
  const data = rows.map(({ history }) => ({
    ...history,
    notification_type: history.notification_type as 'asset_breakdown',
    delivery_status: history.delivery_status as 'pending' | 'sent' | 'failed' | 'skipped',
    metadata: (history.metadata ?? {}) as Record<string, unknown>,
  }));
  return { data, total: data.length };
}
