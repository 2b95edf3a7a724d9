import {
  ACTIVE_BREAKDOWN_STATUSES,
  type AnalyticsAsset,
  type AssetActivity,
  ONGOING_DOWNTIME_CAP_HOURS,
  OPEN_WORK_ORDER_STATUSES,
  RESOLVED_BREAKDOWN_STATUSES,
} from '@plantwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { locationAtOrBelow } from '../../db/location-filter';
import { assets, asset_breakdowns as b, locations, work_orders as w } from '../../db/schema';
import { assetSiteInScope, locationInScope, type SiteScope } from '../../db/site-scope';

/** The per-asset sums of the activity query's two aggregates (bd: breakdowns, wo: work orders). */
const BREAKDOWN_COUNTS = [
  'breakdowns',
  'critical_breakdowns',
  'unresolved_breakdowns',
  'downtime_hours',
  'resolved_breakdowns',
  'resolved_downtime_hours',
] as const;
const WORK_ORDER_COUNTS = [
  'work_orders',
  'completed_work_orders',
  'open_work_orders',
  'overdue_work_orders',
  'work_orders_with_cost',
  'maintenance_cost',
  'work_orders_with_duration',
  'maintenance_hours',
] as const;

/** An aggregate's columns as selected beside an asset: 0 for an asset with no rows in it (left join). */
function zeroWhenNone(aggregate: 'bd' | 'wo', columns: readonly string[]): SQL {
  return sql.raw(columns.map((c) => `coalesce(${aggregate}.${c}, 0) as ${c}`).join(',\n      '));
}

/**
 * Which assets to aggregate: every one not archived (optionally at a location of the tree or below it, of a
 * site text or of a category), or one asset.
 */
export interface ActivityFilter {
  /** The caller's sites (docs/decisions/site-access.md): null for every site. */
  scope: SiteScope;
  locationId?: string;
  site?: string;
  category?: string;
  assetId?: string;
}

/** An asset's aggregates, and the locations it lies in (its location's ancestor_ids; empty without one). */
export type AssetActivityRow = AnalyticsAsset & AssetActivity & { ancestor_ids: string[] };

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const hoursBetween = (from: SQL, to: SQL) => sql`greatest(extract(epoch from (${to} - ${from})) / 3600, 0)`;

/** A breakdown still running (isBreakdownInWindow / analyticsDowntimeHours): no end time, active status. */
const ongoing = sql`(${b.breakdown_end_time} is null and ${b.status} in (${list(ACTIVE_BREAKDOWN_STATUSES)}))`;

/**
 * analyticsDowntimeHours as SQL: a running breakdown's hours since its start capped at 168, else the
 * stored hours (also the dashboard's weekly downtime and top assets).
 */
export function breakdownDowntimeSql(now: string): SQL {
  return sql`case when ${ongoing}
      then least(${hoursBetween(sql`${b.breakdown_start_time}`, sql`${now}::timestamptz`)}, ${ONGOING_DOWNTIME_CAP_HOURS})
      else coalesce(${b.downtime_hours}, ${hoursBetween(sql`${b.breakdown_start_time}`, sql`${b.breakdown_end_time}`)}, 0)
    end`;
}

/** Breakdowns an asset's figures count (aggregateAssetActivity): not cancelled, started in the window or still running. */
const breakdownsInWindow = (from: string) =>
  sql`${b.status} <> 'cancelled' and (${b.breakdown_start_time} >= ${from}::timestamptz or ${ongoing})`;
const resolvedBreakdown = sql`${b.status} in (${list(RESOLVED_BREAKDOWN_STATUSES)})`;

function assetScope(filter: ActivityFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.assetId) conditions.push(sql`${assets.id} = ${filter.assetId}`);
  else conditions.push(sql`${assets.archived_at} is null`);
  if (filter.scope !== null) conditions.push(assetSiteInScope(filter.scope, assets.site_id));
  if (filter.locationId) conditions.push(locationAtOrBelow(filter.locationId, assets.location_id));
  if (filter.site) conditions.push(sql`${assets.site} = ${filter.site}`);
  if (filter.category) conditions.push(sql`${assets.category} = ${filter.category}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Each asset's breakdown and work-order aggregates over the window, in one statement: two grouped
 * scans with FILTER clauses, joined to the assets. The definition row by row is the domain's
 * aggregateAssetActivity (breakdowns: not cancelled, started in the window or still running; work
 * orders: created in the window or still open; overdue: open and scheduled before now).
 */
export async function sumAssetActivity(
  db: DbOrTx,
  filter: ActivityFilter,
  now: Date,
  windowStart: Date,
): Promise<AssetActivityRow[]> {
  const at = now.toISOString();
  const from = windowStart.toISOString();
  // One asset: its rows only (assetScope below keeps it within the caller's sites).
  const scoped = filter.assetId
    ? (column: SQL) => sql`${column} = ${filter.assetId}`
    : filter.scope !== null || filter.locationId || filter.site || filter.category
      ? (column: SQL) => sql`${column} in (select ${assets.id} from ${assets} where ${assetScope(filter)})`
      : () => sql`true`;
  const downtime = breakdownDowntimeSql(at);
  const resolved = resolvedBreakdown;
  const open = sql`${w.status} in (${list(OPEN_WORK_ORDER_STATUSES)})`;

  const rows = await selectRows<AssetActivityRow>(
    db,
    sql`
    with bd as (
      select ${b.asset_id} as asset_id,
        count(*)::int as breakdowns,
        count(*) filter (where ${b.severity} = 'critical')::int as critical_breakdowns,
        count(*) filter (where ${b.status} in (${list(ACTIVE_BREAKDOWN_STATUSES)}))::int as unresolved_breakdowns,
        coalesce(sum(${downtime}), 0)::float8 as downtime_hours,
        count(*) filter (where ${resolved})::int as resolved_breakdowns,
        coalesce(sum(${downtime}) filter (where ${resolved}), 0)::float8 as resolved_downtime_hours
      from ${b}
      where ${breakdownsInWindow(from)}
        and ${scoped(sql`${b.asset_id}`)}
      group by ${b.asset_id}
    ), wo as (
      select ${w.asset_id} as asset_id,
        count(*)::int as work_orders,
        count(*) filter (where ${w.status} = 'completed')::int as completed_work_orders,
        count(*) filter (where ${open})::int as open_work_orders,
        count(*) filter (where ${open} and ${w.date_scheduled} < ${at}::timestamptz)::int as overdue_work_orders,
        count(${w.cost})::int as work_orders_with_cost,
        coalesce(sum(${w.cost}), 0)::float8 as maintenance_cost,
        count(${w.actual_duration})::int as work_orders_with_duration,
        coalesce(sum(${w.actual_duration}), 0)::float8 as maintenance_hours
      from ${w}
      where ${w.asset_id} is not null and ${w.status} <> 'cancelled'
        and (${w.date_created} >= ${from}::timestamptz or ${open})
        and ${scoped(sql`${w.asset_id}`)}
      group by ${w.asset_id}
    )
    select ${assets.id} as id, ${assets.asset_id} as asset_id, ${assets.asset_name} as asset_name,
      ${assets.site} as site, ${assets.category} as category, ${assets.status} as status,
      ${zeroWhenNone('bd', BREAKDOWN_COUNTS)},
      ${zeroWhenNone('wo', WORK_ORDER_COUNTS)},
      coalesce(asset_location.ancestor_ids, array[]::uuid[]) as ancestor_ids
    from ${assets}
    left join ${locations} asset_location on asset_location.id = ${assets.location_id}
    left join bd on bd.asset_id = ${assets.id}
    left join wo on wo.asset_id = ${assets.id}
    where ${assetScope(filter)}`,
  );
  return rows;
}

/**
 * The fleet's assets counted and, for each asset with breakdowns in the window, its downtime and resolved
 * breakdowns: the breakdown figures of sumAssetActivity for the same assets, without reading any work order
 * (fleetUptime: the availability and MTTR that the dashboard shows). The downtimes are summed per asset in
 * the same SQL as there, so each asset's hours are the same.
 */
export async function sumFleetDowntime(
  db: DbOrTx,
  filter: ActivityFilter,
  now: Date,
  windowStart: Date,
): Promise<{
  assetCount: number;
  downtimes: Array<Pick<AssetActivity, 'downtime_hours' | 'resolved_breakdowns' | 'resolved_downtime_hours'>>;
}> {
  const downtime = breakdownDowntimeSql(now.toISOString());
  const [counted, rows] = await Promise.all([
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${assets} where ${assetScope(filter)}`),
    selectRows<{ downtime_hours: number; resolved_breakdowns: number; resolved_downtime_hours: number }>(
      db,
      sql`
      select coalesce(sum(${downtime}), 0)::float8 as downtime_hours,
        count(*) filter (where ${resolvedBreakdown})::int as resolved_breakdowns,
        coalesce(sum(${downtime}) filter (where ${resolvedBreakdown}), 0)::float8 as resolved_downtime_hours
      from ${b}
      where ${breakdownsInWindow(windowStart.toISOString())}
        and ${b.asset_id} in (select ${assets.id} from ${assets} where ${assetScope(filter)})
      group by ${b.asset_id}`,
    ),
  ]);
  return {
    assetCount: Number(counted[0]?.n ?? 0),
    downtimes: rows.map((row) => ({
      downtime_hours: Number(row.downtime_hours),
      resolved_breakdowns: Number(row.resolved_breakdowns),
      resolved_downtime_hours: Number(row.resolved_downtime_hours),
    })),
  };
}

/** Every site the assets name (not archived; within the caller's sites), for the filter. */
export async function listAssetSites(db: DbOrTx, scope: SiteScope): Promise<string[]> {
  const rows = await selectRows<{ site: string }>(
    db,
    sql`select distinct ${assets.site} as site from ${assets}
        where ${assets.archived_at} is null and ${assets.site} is not null and ${assets.site} <> ''
          and ${assetSiteInScope(scope, assets.site_id)}
        order by 1`,
  );
  return rows.map((r) => r.site);
}

export type RollupLocationRow = Pick<
  typeof locations.$inferSelect,
  'id' | 'name' | 'code' | 'kind' | 'path' | 'position'
> & { has_children: boolean };

/**
 * The children of a location (null: the sites) within the caller's sites, in the tree's order, each saying
 * whether it has children.
 */
export async function selectChildLocations(
  db: DbOrTx,
  scope: SiteScope,
  parentId: string | null,
): Promise<RollupLocationRow[]> {
  return selectRows<RollupLocationRow>(
    db,
    sql`select l.id, l.name, l.code, l.kind, l.path, l.position,
          exists (select 1 from ${locations} c where c.parent_id = l.id) as has_children
        from ${locations} l
        where ${parentId === null ? sql`l.parent_id is null` : sql`l.parent_id = ${parentId}`}
          and ${locationInScope(scope, sql`l.id`)}
        order by l.position, lower(l.name)`,
  );
}

/** One location within the caller's sites, with whether it has children, or null. */
export async function selectRollupLocation(
  db: DbOrTx,
  scope: SiteScope,
  id: string,
): Promise<RollupLocationRow | null> {
  const [row] = await selectRows<RollupLocationRow>(
    db,
    sql`select l.id, l.name, l.code, l.kind, l.path, l.position,
          exists (select 1 from ${locations} c where c.parent_id = l.id) as has_children
        from ${locations} l where l.id = ${id} and ${locationInScope(scope, sql`l.id`)}`,
  );
  return row ?? null;
}
