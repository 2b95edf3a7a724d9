import { calendarDateIn, temporaryRepairsOverdueNotification } from '@plantwise/domain';
import { toIsoTimestamp } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { queueNotification } from '../notifications';
import {
  activeManagers,
  claimTemporaryRepairAlert,
  countTemporaryRepairs,
  oldestOverdueTemporaryRepair,
} from './temporary-repairs.queries';

export const TEMPORARY_REPAIR_ALERTS_JOB = 'compliance.temporary-repair-alerts';

/**
 * Once a plant day, tells each manager how many temporary repairs of their sites are past the
 * permanent-repair deadline, naming the oldest (docs/decisions/temporary-repairs.md). Nothing overdue, no
 * alert — and no claim, so a repair that falls overdue later that day is still announced that day. The claim
 * row and the notification share a transaction, and the claim's key lets one instance send it.
 */
export async function sendTemporaryRepairAlerts(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const day = calendarDateIn(now, timeZone);
  let sent = 0;
  for (const manager of await activeManagers(ctx.db)) {
    const where = { scope: manager.scope, locationId: null };
    const { overdue } = await countTemporaryRepairs(ctx.db, where, now);
    if (overdue === 0) continue;
    const oldest = await oldestOverdueTemporaryRepair(ctx.db, manager.scope, now);
    if (!oldest) continue;
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await claimTemporaryRepairAlert(tx, day, manager.id))) return false;
      await queueNotification(
        tx,
        manager.id,
        temporaryRepairsOverdueNotification({
          overdue,
          oldest: { ...oldest, permanent_repair_deadline: toIsoTimestamp(oldest.deadline) },
          now,
          timeZone,
        }),
      );
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Every 15 minutes: the alert goes out early in the plant day, and once a day per manager. */
export function temporaryRepairAlertsJob(): Job {
  return { name: TEMPORARY_REPAIR_ALERTS_JOB, intervalMs: 15 * 60_000, run: sendTemporaryRepairAlerts };
}
