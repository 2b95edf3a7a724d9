import { STATUS_AFTER, stopClock } from '@plantwise/domain';
import { type Actor, appendAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { assertActionAllowed, loadBreakdown, lockExistingBreakdown } from './breakdown-guards';
import { updateBreakdown } from './breakdowns.queries';

/** Stops the downtime clock: end time and elapsed hours are recorded, status resolved (spec §4). */
export async function stopBreakdownClock(ctx: AppContext, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockExistingBreakdown(tx, id);
    assertActionAllowed(current.status, 'stop');
    const now = ctx.now();
    const changes = {
      ...stopClock(current.breakdown_start_time, now),
      status: STATUS_AFTER.stop,
      updated_at: now.toISOString(),
    };
    await updateBreakdown(tx, id, changes);
    await appendAudit(tx, actor, {
      action: 'breakdown.stopped',
      entity_type: 'breakdown',
      occurred_at: changes.updated_at,
      entity_id: id,
      before: { status: current.status, breakdown_end_time: current.breakdown_end_time },
      after: changes,
    });
  });
  return loadBreakdown(ctx.db, id);
}
