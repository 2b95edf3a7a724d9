import { assigneeAfterWork, STATUS_AFTER, stopClock } from '@plantwise/domain';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { loadBreakdown, lockExistingBreakdown, writeBreakdownChange } from './breakdown-guards';

/** Stops the downtime clock: end time and elapsed hours are recorded, status resolved (spec §4). */
export async function stopBreakdownClock(ctx: AppContext, auth: AuthContext, actor: Actor, id: string) {
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingBreakdown(tx, id, 'stop', auth.siteIds, auth);
    const now = ctx.now();
    const changes = {
      ...stopClock(current.breakdown_start_time, now),
      status: STATUS_AFTER.stop,
      assigned_to: assigneeAfterWork(auth.profile.role, auth.user.id, current),
      updated_at: now.toISOString(),
    };
    await writeBreakdownChange(tx, actor, id, {
      action: 'breakdown.stopped',
      before: {
        status: current.status,
        breakdown_end_time: current.breakdown_end_time,
        assigned_to: current.assigned_to,
      },
      changes,
    });
  });
  return loadBreakdown(ctx.db, id, auth.siteIds);
}
