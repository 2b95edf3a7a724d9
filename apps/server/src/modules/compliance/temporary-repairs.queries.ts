import {
  TEMPORARY_REPAIR_CLOSING_STATUS,
  type TemporaryRepairCounts,
  type TemporaryRepairSource,
  type TemporaryRepairState,
  type WorkOrderStatus,
} from '@plantwise/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { assetAtOrBelow } from '../../db/location-filter';
import { plantDayEnd, plantDayStart } from '../../db/plant-days';
import { profiles, temporary_repair_alerts, user_sites, users } from '../../db/schema';
import { type SiteScope, workInScope } from '../../db/site-scope';

/**
 * The temporary repairs register (docs/decisions/temporary-repairs.md): every breakdown and every completed
 * work order whose fix was temporary, with its follow-up work order. Both partial indexes on
 * `fix_type = 'temporary'` (migration 0040) keep this from reading every breakdown and work order.
 */
const repairs = sql`(
  select 'breakdown'::text as source, b.id, null::text as number, b.title, b.asset_id,
         b.completion_notes as temporary_fix, b.completed_by as fixed_by, b.completed_at as fixed_at,
         b.permanent_repair_deadline as deadline, b.follow_up_work_order_id as follow_up_id
    from asset_breakdowns b
   where b.fix_type = 'temporary'
  union all
  select 'work_order'::text, w.id, w.number, w.title, w.asset_id,
         w.completion_notes, w.completed_by, w.date_completed,
         w.permanent_repair_deadline, w.follow_up_task_id
    from work_orders w
   where w.fix_type = 'temporary'
)`;

/** The domain's rule (temporaryRepairState) as SQL over the joined follow-up `tr_f` and the repair `tr`. */
const closed = sql`coalesce(tr_f.status = ${TEMPORARY_REPAIR_CLOSING_STATUS}, false)`;
const overdue = (now: Date) => sql`(not ${closed} and tr.deadline < ${now.toISOString()}::timestamptz)`;
const open = (now: Date) => sql`(not ${closed} and not ${overdue(now)})`;

export function temporaryRepairStateSql(state: TemporaryRepairState, now: Date): SQL {
  if (state === 'closed') return closed;
  return state === 'overdue' ? overdue(now) : open(now);
}

export interface TemporaryRepairWhere {
  scope: SiteScope;
  locationId: string | null;
  /**
   * The audit pack's period (plant days): the repairs made in it, and those made before it that are still not
   * closed (an auditor asks what is still held together temporarily, whenever it was done); none: all.
   */
  period?: { from?: string; to?: string; timeZone: string };
}

/**
 * The caller's sites (work without an asset is shared, docs/decisions/site-access.md), the location and the
 * pack's period.
 */
function whereOf(where: TemporaryRepairWhere, extra: SQL[] = []): SQL {
  const conditions = [workInScope(where.scope, sql`tr.asset_id`), ...extra];
  if (where.locationId) conditions.push(assetAtOrBelow(where.locationId, sql`tr.asset_id`));
  const period = where.period;
  if (period?.from)
    conditions.push(sql`(tr.fixed_at >= ${plantDayStart(period.from, period.timeZone)} or not ${closed})`);
  if (period?.to) conditions.push(sql`tr.fixed_at < ${plantDayEnd(period.to, period.timeZone)}`);
  return sql.join(conditions, sql` and `);
}

const from = sql`from ${repairs} tr left join work_orders tr_f on tr_f.id = tr.follow_up_id`;

export interface TemporaryRepairRow {
  source: TemporaryRepairSource;
  id: string;
  number: string | null;
  title: string;
  asset_id: string | null;
  asset_code: string | null;
  asset_name: string | null;
  temporary_fix: string | null;
  fixed_by: string | null;
  fixed_at: string | Date | null;
  deadline: string | Date | null;
  follow_up_id: string | null;
  follow_up_number: string | null;
  follow_up_title: string | null;
  follow_up_status: WorkOrderStatus | null;
  follow_up_completed: string | Date | null;
}

/** A page of the register: the repairs not yet closed first, the earliest deadline first. */
export async function selectTemporaryRepairs(
  db: DbOrTx,
  where: TemporaryRepairWhere,
  state: TemporaryRepairState | undefined,
  now: Date,
  page: { limit: number; offset: number },
): Promise<TemporaryRepairRow[]> {
  const filter = whereOf(where, state ? [temporaryRepairStateSql(state, now)] : []);
  return selectRows<TemporaryRepairRow>(
    db,
    sql`select tr.source, tr.id, tr.number, tr.title, tr.asset_id, a.asset_id as asset_code, a.asset_name,
               tr.temporary_fix, tr.fixed_by, tr.fixed_at, tr.deadline,
               tr_f.id as follow_up_id, tr_f.number as follow_up_number, tr_f.title as follow_up_title,
               tr_f.status as follow_up_status, tr_f.date_completed as follow_up_completed
          ${from}
          left join assets a on a.id = tr.asset_id
         where ${filter}
         order by ${closed}, tr.deadline asc nulls last, tr.id
         limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * How many repairs are in each state under the sites and location: the register's tabs and the dashboard's
 * "Temporary repairs overdue" tile read this one count, so they cannot disagree.
 */
export async function countTemporaryRepairs(
  db: DbOrTx,
  where: TemporaryRepairWhere,
  now: Date,
): Promise<TemporaryRepairCounts> {
  const [row] = await selectRows<TemporaryRepairCounts>(
    db,
    sql`select count(*) filter (where ${open(now)})::int as open,
               count(*) filter (where ${overdue(now)})::int as overdue,
               count(*) filter (where ${closed})::int as closed
          ${from}
         where ${whereOf(where)}`,
  );
  return {
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    closed: Number(row?.closed ?? 0),
  };
}

/** The overdue repair with the earliest deadline under the scope (the daily alert names it), or undefined. */
export async function oldestOverdueTemporaryRepair(db: DbOrTx, scope: SiteScope, now: Date) {
  const [row] = await selectRows<{ title: string; asset_name: string | null; deadline: string | Date }>(
    db,
    sql`select tr.title, a.asset_name, tr.deadline
          ${from}
          left join assets a on a.id = tr.asset_id
         where ${whereOf({ scope, locationId: null }, [overdue(now)])}
         order by tr.deadline asc, tr.id
         limit 1`,
  );
  return row;
}

/** Active managers with the sites each is limited to (null: every site). */
export async function activeManagers(db: DbOrTx) {
  const rows = await db
    .select({
      id: profiles.id,
      sites: sql<
        string[] | null
      >`array_agg(${user_sites.location_id}) filter (where ${user_sites.location_id} is not null)`,
    })
    .from(profiles)
    .innerJoin(users, and(eq(users.id, profiles.id), eq(users.active, true)))
    .leftJoin(user_sites, eq(user_sites.user_id, profiles.id))
    .where(eq(profiles.role, 'manager'))
    .groupBy(profiles.id);
  return rows.map((row) => ({ id: row.id, scope: row.sites?.length ? [...row.sites].sort() : null }));
}

/** Claims the manager's alert of the plant day; false when another run (or instance) already sent it. */
export async function claimTemporaryRepairAlert(tx: DbOrTx, day: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(temporary_repair_alerts)
    .values({ day, user_id: userId })
    .onConflictDoNothing()
    .returning({ day: temporary_repair_alerts.day });
  return rows.length > 0;
}
