import {
  ACTIVE_BREAKDOWN_STATUSES,
  DUE_WINDOW_DAYS,
  isLowStock,
  OPEN_WORK_ORDER_STATUSES,
  STOCK_STATUSES,
} from '@plantwise/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { assetAtOrBelow, locationAtOrBelow } from '../../db/location-filter';
import { pmOnTimeUntilSql } from '../../db/pm-on-time';
import {
  asset_breakdowns,
  assets,
  inventory_items,
  maintenance_completions,
  maintenance_tasks,
  work_orders,
} from '../../db/schema';
import { assetInScope, locationInScope, type SiteScope, workInScope } from '../../db/site-scope';
import { breakdownDowntimeSql } from '../analytics';
import { ASSET_IS_DOWN } from '../assets';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString();
const openWorkOrder = inArray(work_orders.status, [...OPEN_WORK_ORDER_STATUSES]);
const activeBreakdown = inArray(asset_breakdowns.status, [...ACTIVE_BREAKDOWN_STATUSES]);
const lowStock = inArray(inventory_items.status, STOCK_STATUSES.filter(isLowStock));
/**
 * What the dashboard counts: the caller's sites (docs/decisions/site-access.md; null: every site) and,
 * optionally, one node of the location tree and everything below it. Inventory is shared by every site and
 * is not narrowed.
 */
export interface DashboardWhere {
  scope: SiteScope;
  locationId: string | null;
}

const both = (a: SQL, b: SQL | null) => (b ? sql`(${a} and ${b})` : a);
/** Assets themselves, by their location. */
const assetHere = (f: DashboardWhere, locationId: SQL) =>
  both(
    locationInScope(f.scope, locationId),
    f.locationId ? locationAtOrBelow(f.locationId, locationId) : null,
  );
/** Rows that belong to an asset (breakdowns). */
const ofAssetHere = (f: DashboardWhere, assetId: SQL) =>
  both(assetInScope(f.scope, assetId), f.locationId ? assetAtOrBelow(f.locationId, assetId) : null);
/** Work that may have no asset (shared within site access; at no node of the tree). */
const workHere = (f: DashboardWhere, assetId: SQL) =>
  both(workInScope(f.scope, assetId), f.locationId ? assetAtOrBelow(f.locationId, assetId) : null);

/** A completion of a preventive task (PM compliance counts those only, like the missed ones) of the work counted. */
const preventiveCompletion = (f: DashboardWhere) =>
  sql`exists (select 1 from ${maintenance_tasks} t where t.id = ${maintenance_completions.task_id} and t.type = 'preventive' and ${workHere(f, sql`t.asset_id`)})`;

/**
 * The counts of assets and breakdowns (they read `assets`, `asset_breakdowns` and the tree only). Operational
 * assets are counted as the register's "operational" filter finds them (stored operational, not down): the few
 * active line-stopping breakdowns are read once as a hashed set, not once per asset (45,000 loops at group scale).
 */
export async function countAssetsAndBreakdowns(db: DbOrTx, f: DashboardWhere) {
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`select
    (select count(*) from ${assets} where ${assets.archived_at} is null and ${assets.status} = 'operational'
       and not ${ASSET_IS_DOWN} and ${assetHere(f, sql`${assets.location_id}`)})::int as operational_assets,
    (select count(*) from ${asset_breakdowns} where ${activeBreakdown} and ${asset_breakdowns.severity} = 'critical'
       and ${ofAssetHere(f, sql`${asset_breakdowns.asset_id}`)})::int as critical_breakdowns,
    (select count(*) from ${asset_breakdowns} where ${activeBreakdown}
       and ${ofAssetHere(f, sql`${asset_breakdowns.asset_id}`)})::int as active_breakdowns`,
  );
  return {
    operational_assets: Number(row?.operational_assets ?? 0),
    critical_breakdowns: Number(row?.critical_breakdowns ?? 0),
    active_breakdowns: Number(row?.active_breakdowns ?? 0),
  };
}

/**
 * The counts of work: open and overdue work orders (from one read of the open ones: 80,000 index entries at a
 * group's scale, not twice), PM due in the next days and this month's PM compliance.
 */
export async function countWork(
  db: DbOrTx,
  f: DashboardWhere,
  now: Date,
  monthStart: Date,
  timeZone: string,
) {
  const dueUntil = new Date(now.getTime() + DUE_WINDOW_DAYS * DAY_MS);
  const rows = await selectRows<Record<string, number>>(
    db,
    sql`with open_work as (
      select count(*)::int as open_work_orders,
        (count(*) filter (where ${work_orders.date_scheduled} < ${iso(now)}))::int as overdue_work_orders
      from ${work_orders} where ${openWorkOrder} and ${workHere(f, sql`${work_orders.asset_id}`)}
    )
    select
    open_work.open_work_orders,
    open_work.overdue_work_orders,
    (select count(*) from ${maintenance_tasks} where ${maintenance_tasks.is_active} and ${maintenance_tasks.type} = 'preventive'
       and ${maintenance_tasks.next_due_date} >= ${iso(now)} and ${maintenance_tasks.next_due_date} <= ${iso(dueUntil)}
       and ${workHere(f, sql`${maintenance_tasks.asset_id}`)})::int as pm_due_7_days,
    (select count(*) from ${maintenance_completions} where ${maintenance_completions.due_date} >= ${iso(monthStart)} and ${maintenance_completions.due_date} < ${iso(now)}
       and ${preventiveCompletion(f)})::int as pm_completed_due,
    (select count(*) from ${maintenance_completions} c join ${maintenance_tasks} t on t.id = c.task_id
       where t.type = 'preventive' and c.due_date >= ${iso(monthStart)} and c.due_date < ${iso(now)}
       and c.completed_at <= ${pmOnTimeUntilSql(timeZone)} and ${workHere(f, sql`t.asset_id`)})::int as pm_on_time,
    (select count(*) from ${maintenance_tasks} where ${maintenance_tasks.is_active} and ${maintenance_tasks.type} = 'preventive'
       and ${maintenance_tasks.next_due_date} >= ${iso(monthStart)} and ${maintenance_tasks.next_due_date} < ${iso(now)}
       and ${workHere(f, sql`${maintenance_tasks.asset_id}`)})::int as pm_missed
    from open_work`,
  );
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    open_work_orders: n('open_work_orders'),
    overdue_work_orders: n('overdue_work_orders'),
    pm_due_7_days: n('pm_due_7_days'),
    // Occurrences due this month so far: those completed (on time or late) and those still open past due.
    pm_due: n('pm_completed_due') + n('pm_missed'),
    pm_on_time: n('pm_on_time'),
  };
}

/** The stores items at or below their minimum (the stores are shared by every site and not narrowed). */
export async function countLowStock(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${inventory_items} where ${inventory_items.archived_at} is null and ${lowStock}`,
  );
  return Number(row?.n ?? 0);
}

/** Breakdowns started in each week (not cancelled) and their downtime hours. */
export async function weeklyBreakdowns(
  db: DbOrTx,
  f: DashboardWhere,
  weeks: ReadonlyArray<{ start: Date; end: Date }>,
  now: Date,
) {
  const starts = weeks.map((w) => iso(w.start));
  const ends = weeks.map((w) => iso(w.end));
  const rows = await selectRows<{ i: number; breakdowns: number; downtime_hours: number }>(
    db,
    sql`
    select w.i::int as i, count(${asset_breakdowns.id})::int as breakdowns,
      coalesce(sum(${breakdownDowntimeSql(iso(now))}), 0)::float8 as downtime_hours
    from unnest(${`{${starts.join(',')}}`}::timestamptz[], ${`{${ends.join(',')}}`}::timestamptz[]) with ordinality as w(starts_at, ends_at, i)
    left join ${asset_breakdowns} on ${asset_breakdowns.breakdown_start_time} >= w.starts_at
      and ${asset_breakdowns.breakdown_start_time} < w.ends_at and ${asset_breakdowns.status} <> 'cancelled'
      and ${ofAssetHere(f, sql`${asset_breakdowns.asset_id}`)}
    group by w.i order by w.i`,
  );
  return rows.map((r) => ({ breakdowns: Number(r.breakdowns), downtime_hours: Number(r.downtime_hours) }));
}

/**
 * The assets with the most downtime from breakdowns started since `from`. The assets are looked up in order of
 * downtime, as many as the limit needs (the offset keeps the sorted downtimes a step of their own, so the plan
 * is an incremental sort over a few index lookups, not a join of every asset: 18,000 at a group's scale).
 */
export async function topDowntimeAssets(db: DbOrTx, f: DashboardWhere, from: Date, now: Date, limit: number) {
  const rows = await selectRows<{
    id: string;
    asset_id: string;
    asset_name: string;
    breakdowns: number;
    downtime_hours: number;
  }>(
    db,
    sql`
    select a.id, a.asset_id, a.asset_name, d.breakdowns, d.downtime_hours
    from (
      select ${asset_breakdowns.asset_id} as asset, count(*)::int as breakdowns,
        sum(${breakdownDowntimeSql(iso(now))})::float8 as downtime_hours
      from ${asset_breakdowns}
      where ${asset_breakdowns.breakdown_start_time} >= ${iso(from)} and ${asset_breakdowns.status} <> 'cancelled'
      group by ${asset_breakdowns.asset_id}
      order by downtime_hours desc
      offset 0
    ) d
    cross join lateral (
      select ${assets.id} as id, ${assets.asset_id} as asset_id, ${assets.asset_name} as asset_name from ${assets}
      where ${assets.id} = d.asset and ${assets.archived_at} is null and ${assetHere(f, sql`${assets.location_id}`)}
    ) a
    where d.downtime_hours > 0
    order by d.downtime_hours desc, a.asset_id
    limit ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    breakdowns: Number(r.breakdowns),
    downtime_hours: Number(r.downtime_hours),
  }));
}

export interface WorkRow {
  kind: 'work-order' | 'maintenance-task' | 'breakdown';
  id: string;
  title: string;
  asset_name: string | null;
  at: string | null;
  status: string;
  priority: string | null;
}

const taskColumns = sql`'maintenance-task' as kind, t.id, t.title, a.asset_name, t.next_due_date as at,
  case when t.is_active then 'active' else 'inactive' end as status, t.priority`;
const workOrderColumns = sql`'work-order' as kind, w.id, w.title, a.asset_name, w.date_scheduled as at, w.status, w.priority`;
const breakdownColumns = sql`'breakdown' as kind, b.id, b.title, a.asset_name, b.breakdown_start_time as at, b.status, null as priority`;

/** Scheduled maintenance of the next days: active tasks due and open work orders scheduled in [now, until]. */
export async function upcomingWork(
  db: DbOrTx,
  f: DashboardWhere,
  now: Date,
  until: Date,
  limit: number,
): Promise<WorkRow[]> {
  const rows = await selectRows<WorkRow>(
    db,
    sql`
    (select ${taskColumns} from ${maintenance_tasks} t left join ${assets} a on a.id = t.asset_id
      where t.is_active and t.next_due_date >= ${iso(now)} and t.next_due_date <= ${iso(until)}
        and ${workHere(f, sql`t.asset_id`)}
      order by t.next_due_date limit ${limit})
    union all
    (select ${workOrderColumns} from ${work_orders} w left join ${assets} a on a.id = w.asset_id
      where w.status in ('pending', 'in-progress') and w.date_scheduled >= ${iso(now)} and w.date_scheduled <= ${iso(until)}
        and ${workHere(f, sql`w.asset_id`)}
      order by w.date_scheduled limit ${limit})
    order by at, title limit ${limit}`,
  );
  return rows.map(normaliseAt);
}

/** What is assigned to a person and still open: work orders, active breakdowns, tasks due within the window or overdue. */
export async function assignedWork(
  db: DbOrTx,
  f: DashboardWhere,
  userId: string,
  until: Date,
  limit: number,
): Promise<WorkRow[]> {
  const rows = await selectRows<WorkRow>(
    db,
    sql`
    (select ${workOrderColumns} from ${work_orders} w left join ${assets} a on a.id = w.asset_id
      where w.assigned_to = ${userId} and w.status in ('pending', 'in-progress') and ${workHere(f, sql`w.asset_id`)}
      order by w.date_scheduled nulls last limit ${limit})
    union all
    (select ${breakdownColumns} from ${asset_breakdowns} b left join ${assets} a on a.id = b.asset_id
      where b.assigned_to = ${userId} and b.status in ('reported', 'assigned') and ${ofAssetHere(f, sql`b.asset_id`)}
      order by b.breakdown_start_time limit ${limit})
    union all
    (select ${taskColumns} from ${maintenance_tasks} t left join ${assets} a on a.id = t.asset_id
      where t.assigned_to = ${userId} and t.is_active and t.next_due_date <= ${iso(until)}
        and ${workHere(f, sql`t.asset_id`)}
      order by t.next_due_date limit ${limit})
    order by at nulls last, title limit ${limit}`,
  );
  return rows.map(normaliseAt);
}

/** node-postgres gives timestamps as Date, PGlite as Date or string: answer ISO strings. */
function normaliseAt(row: WorkRow): WorkRow {
  const at = row.at as unknown;
  return {
    ...row,
    at: at instanceof Date ? at.toISOString() : at ? new Date(String(at)).toISOString() : null,
  };
}
