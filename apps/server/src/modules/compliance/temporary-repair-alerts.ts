import { calendarDateIn, temporaryRepairsOverdueNotification } from '@plantwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, temporary_repair_alerts, toIsoTimestamp, user_sites, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { queueNotification } from '../notifications';
import { countTemporaryRepairs, oldestOverdueTemporaryRepair } from './temporary-repairs.queries';

export const TEMPORARY_REPAIR_ALERTS_JOB = 'compliance.temporary-repair-alerts';

/** Active managers with the sites each is limited to (null: every site). */
async function activeManagers(db: DbOrTx) {
  const rows = await db
    .select({
      id: profiles.id,
      sites: sql<string[] | null>`array_agg(${user_sites.location_id}) filter (where ${user_sites.location_id} is not null)`,
    })
    .from(profiles)
    .innerJoin(users, and(eq(users.id, profiles.id), eq(users.active, true)))
    .leftJoin(user_sites, eq(user_sites.user_id, profiles.id))
    .where(eq(profiles.role, 'manager'))
    .groupBy(profiles.id);
  return rows.map((row) => ({ id: row.id, scope: row.sites?.length ? [...row.sites].sort() : null }));
}

/** Claims the manager's alert of the plant day; false when another run (or instance) already sent it. */
async function claimAlert(tx: DbOrTx, day: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(temporary_repair_alerts)
    .values({ day, user_id: userId })
    .onConflictDoNothing()
    .returning({ day: temporary_repair_alerts.day });
  return rows.length > 0;
}

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
      if (!(await claimAlert(tx, day, manager.id))) return false;
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
