import {
  ACTIVE_BREAKDOWN_STATUSES,
  ASSET_FIELDS,
  type Asset,
  type AssetFilter,
  type AssetHistoryItem,
  type AssetSortField,
  type AssetValues,
  LINE_STOPPING_SEVERITIES,
  type LocationPathItem,
  type PerformanceBreakdown,
  type PerformanceTask,
  type PerformanceWorkOrder,
  releaseHistoryTitle,
  SHOWN_ASSET_STATUSES,
  type ShownAssetStatus,
  type SortOrder,
} from '@plantwise/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import { locationAtOrBelow } from '../../db/location-filter';
import {
  asset_breakdowns,
  assets,
  criticalityRank,
  hygiene_releases,
  locations,
  maintenance_tasks,
  toIsoTimestamp,
  work_orders,
} from '../../db/schema';
import { assetSiteInScope, type SiteScope } from '../../db/site-scope';
import { type AssetRow, toAsset } from './assets.presenters';

// The search column is the text index's input and site_id the site filter's (the answer names the site through
// location_path): neither is read back.
const { search_text: _searchText, site_id: _siteId, ...assetColumns } = getTableColumns(assets);
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The id of the row of "assets" in the query around, qualified: the ORM leaves a lone table's columns bare. */
export const ASSET_ROW_ID = sql`"assets"."id"`;

/**
 * When the active breakdown that stopped the asset started (the domain's stopsTheLine, in SQL), as an
 * ISO timestamp both drivers return alike; null while none is active.
 */
export function downSinceSql(assetId: SQL = ASSET_ROW_ID): SQL<string | null> {
  return sql<
    string | null
  >`(select to_char(min(b.breakdown_start_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from ${asset_breakdowns} b where b.asset_id = ${assetId}
      and b.status in (${quoted(ACTIVE_BREAKDOWN_STATUSES)}) and b.severity in (${quoted(LINE_STOPPING_SEVERITIES)}))`;
}

/**
 * Whether the asset of the row is down, for filters and counts: the few active line-stopping
 * breakdowns are read once (a hashed subplan), not once per asset.
 */
export const ASSET_IS_DOWN = sql`${ASSET_ROW_ID} in (select b.asset_id from ${asset_breakdowns} b
  where b.status in (${quoted(ACTIVE_BREAKDOWN_STATUSES)}) and b.severity in (${quoted(LINE_STOPPING_SEVERITIES)}))`;

/** The path of the asset's location, the site first; empty without one. */
const LOCATION_PATH = sql<LocationPathItem[]>`coalesce((select l.path from ${locations} l
  where l.id = "assets"."location_id"), '[]'::jsonb)`;

/**
 * The asset this one is part of, as a summary; null without one, or when it is at another site than the
 * caller's (docs/decisions/site-access.md).
 */
const parentAssetOf = (scope: SiteScope) => sql<Asset['parent_asset']>`(select json_build_object('id', p.id,
  'asset_id', p.asset_id, 'asset_name', p.asset_name) from ${assets} p
  where p.id = "assets"."parent_asset_id" and ${assetSiteInScope(scope, sql`p.site_id`)})`;
const PARENT_ASSET = parentAssetOf(null);

/** An asset's columns and whether it is down, for every read that answers an asset. */
const assetSelection = {
  ...assetColumns,
  down_since: downSinceSql(),
  location_path: LOCATION_PATH,
  parent_asset: PARENT_ASSET,
};

/** The entered fields of an asset, as the rules check them. */
/** assetSelection for a caller's sites: a parent at another site is not named. */
const assetSelectionFor = (scope: SiteScope) => ({ ...assetSelection, parent_asset: parentAssetOf(scope) });

export function assetValuesOf(asset: Asset): AssetValues {
  return Object.fromEntries(ASSET_FIELDS.map((field) => [field, asset[field]])) as AssetValues;
}

/**
 * The register's filters and the caller's sites (docs/decisions/site-access.md: an asset is at its location's
 * site; without a location, at none).
 */
export type ScopedAssetFilter = Partial<AssetFilter> & { scope: SiteScope };

/** WHERE of the register's filters; archived assets are never listed, nor assets outside the caller's sites. */
function filterConditions(filter: ScopedAssetFilter): SQL[] {
  const conditions: SQL[] = [isNull(assets.archived_at)];
  if (filter.scope !== null) conditions.push(assetSiteInScope(filter.scope, assets.site_id));
  // search_text is lower-cased and trigram-indexed; each word must appear (gin_trgm_ops serves LIKE '%…%').
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) conditions.push(sql`${assets.search_text} like ${likeTerm(word)}`);
  // The status people see: down while a line-stopping breakdown is active, else the stored one.
  if (filter.status === 'down') conditions.push(ASSET_IS_DOWN);
  else if (filter.status) conditions.push(sql`${eq(assets.status, filter.status)} and not ${ASSET_IS_DOWN}`);
  if (filter.category) conditions.push(eq(assets.category, filter.category));
  if (filter.criticality) conditions.push(eq(assets.criticality, filter.criticality));
  if (filter.site) conditions.push(eq(assets.site, filter.site));
  // The location and everything below it: one indexed condition on the materialised path
  // (docs/decisions/locations.md), then the asset index on location_id.
  if (filter.location_id) conditions.push(locationAtOrBelow(filter.location_id, assets.location_id));
  if (filter.asset_id) conditions.push(sql`lower(${assets.asset_id}) = ${filter.asset_id.toLowerCase()}`);
  return conditions;
}

const CRITICALITY_RANK = criticalityRank(assets.criticality);

function orderBy(sort: AssetSortField, order: SortOrder): SQL[] {
  const dir = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const nulls = sql.raw('nulls last');
  const key: Record<AssetSortField, SQL> = {
    // lower(asset_id) and lower(asset_name) have indexes, so the first page is an index scan.
    asset_id: sql`lower(${assets.asset_id}) ${dir}`,
    asset_name: sql`lower(${assets.asset_name}) ${dir}`,
    make: sql`lower(${assets.make}) ${dir} ${nulls}`,
    site: sql`lower(${assets.site}) ${dir} ${nulls}`,
    location: sql`lower(${assets.location}) ${dir} ${nulls}`,
    status: sql`${assets.status} ${dir}`,
    criticality: sql`${CRITICALITY_RANK} ${dir}`,
    condition_score: sql`${assets.condition_score} ${dir} ${nulls}`,
    created_at: sql`${assets.created_at} ${dir}`,
    updated_at: sql`${assets.updated_at} ${dir}`,
  };
  // Ties read in asset ID order; the id keeps paging stable.
  const ties = sort === 'asset_id' ? [] : [sql`lower(${assets.asset_id}) asc`];
  return [key[sort], ...ties, sql`${assets.id} asc`];
}

/** The API's asset as one JSON object built in the database (json_build_object allows 100 arguments). */
const assetJson = (scope: SiteScope) =>
  sql`json_build_object(${sql.raw(
    Object.keys(assetColumns)
      .map((column) => `'${column}', "${column}"`)
      .join(', '),
  )}, 'down_since', ${downSinceSql()}, 'location_path', ${LOCATION_PATH}, 'parent_asset', ${parentAssetOf(scope)})`;

type AssetJsonRow = Omit<Asset, 'created_at' | 'updated_at' | 'archived_at'> & {
  created_at: string;
  updated_at: string;
  archived_at: string | null;
};

/**
 * The register's hot path (every page, every export) has the database build each row as JSON: one
 * value to decode instead of 31 typed columns, and the same number, date and timestamp formats from
 * PGlite and node-postgres. Measured here at about half the time of the ORM select.
 */
export async function selectAssets(
  db: DbOrTx,
  query: ScopedAssetFilter & { sort: AssetSortField; order: SortOrder; limit?: number; offset?: number },
): Promise<Asset[]> {
  const where = and(...filterConditions(query));
  const order = sql.join(orderBy(query.sort, query.order), sql`, `);
  // A page is chosen first and built as JSON after: PostgreSQL computes the select list before a sort,
  // so sorting 2,000 matches by a key without an index would build 2,000 objects to keep 50 (22 ms →
  // 1.5 ms for the criticality sort of one site, with its index). The subquery keeps the name
  // "assets", so the ORDER BY reads the same on both levels.
  const rows = await selectRows<{ asset: AssetJsonRow | string }>(
    db,
    query.limit === undefined
      ? sql`select ${assetJson(query.scope)} as asset from ${assets} where ${where} order by ${order}`
      : sql`select ${assetJson(query.scope)} as asset from (
          select * from ${assets} where ${where} order by ${order} limit ${query.limit} offset ${query.offset ?? 0}
        ) as assets order by ${order}`,
  );
  return rows.map(({ asset }) => {
    const r = typeof asset === 'string' ? (JSON.parse(asset) as AssetJsonRow) : asset;
    return toAsset({
      ...r,
      created_at: toIsoTimestamp(r.created_at),
      updated_at: toIsoTimestamp(r.updated_at),
      archived_at: r.archived_at === null ? null : toIsoTimestamp(r.archived_at),
    } as AssetRow);
  });
}

export async function countAssets(db: DbOrTx, filter: ScopedAssetFilter): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${assets} where ${and(...filterConditions(filter))}`,
  );
  return Number(row?.n ?? 0);
}

/** How many assets show each status (SHOWN_ASSET_STATUSES: a down asset counts as down). */
export async function countAssetsByStatus(db: DbOrTx, filter: ScopedAssetFilter) {
  const shown = sql<string>`case when ${ASSET_IS_DOWN} then 'down' else ${assets.status} end`;
  const rows = await db
    .select({ status: shown, n: count() })
    .from(assets)
    .where(and(...filterConditions({ ...filter, status: undefined })))
    .groupBy(shown);
  const byStatus = Object.fromEntries(SHOWN_ASSET_STATUSES.map((s) => [s, 0])) as Record<
    ShownAssetStatus,
    number
  >;
  for (const row of rows) {
    if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] = row.n;
  }
  return byStatus;
}

/** Every site named in the register (not archived, within the caller's sites), for the site filter. */
export async function listSites(db: DbOrTx, scope: SiteScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ site: assets.site })
    .from(assets)
    .where(
      and(
        isNull(assets.archived_at),
        isNotNull(assets.site),
        ne(assets.site, ''),
        assetSiteInScope(scope, assets.site_id),
      ),
    )
    .orderBy(asc(assets.site))
    .limit(1000);
  return rows.map((r) => r.site as string);
}

/** The asset, or null when there is none within the caller's sites (another site's asset is not found). */
export async function findAsset(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(assetSelectionFor(scope))
    .from(assets)
    .where(and(eq(assets.id, id), assetSiteInScope(scope, assets.site_id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? toAsset(row) : null;
}

/** Other assets (archived ones too) already using `assetId`, compared as the unique index does. */
export async function findTakenAssetIds(
  db: DbOrTx,
  assetId: string,
  exceptId?: string | null,
): Promise<Set<string>> {
  const conditions = [sql`lower(${assets.asset_id}) = ${assetId.trim().toLowerCase()}`];
  if (exceptId) conditions.push(ne(assets.id, exceptId));
  const rows = await db
    .select({ asset_id: assets.asset_id })
    .from(assets)
    .where(and(...conditions))
    .limit(1);
  return new Set(rows.map((r) => r.asset_id.trim().toLowerCase()));
}

/** Assets whose asset ID is one of `keys` (lower-cased), for an import to match. */
export async function findAssetsByIdKeys(
  db: DbOrTx,
  keys: readonly string[],
  options: { forUpdate?: boolean } = {},
) {
  if (keys.length === 0) return [];
  const found: Asset[] = [];
  for (let start = 0; start < keys.length; start += 1000) {
    const chunk = keys.slice(start, start + 1000);
    const query = db
      .select(assetSelection)
      .from(assets)
      .where(inArray(sql`lower(${assets.asset_id})`, chunk));
    const rows = options.forUpdate ? await query.for('update') : await query;
    found.push(...rows.map(toAsset));
  }
  return found;
}

/** Where an asset is and what it is part of, as stored. */
export type AssetPlacementColumns = Partial<Pick<Asset, 'location_id' | 'parent_asset_id'>>;

export async function insertAssetRow(
  db: DbOrTx,
  values: AssetValues,
  now: string,
  placement: AssetPlacementColumns = {},
): Promise<Asset> {
  const [row] = await db
    .insert(assets)
    .values({ ...values, ...placement, created_at: now, updated_at: now })
    .returning(assetSelection);
  return toAsset(row);
}

/** Inserts many assets, 500 per statement; returns their ids in the order given. */
export async function insertAssetRows(
  db: DbOrTx,
  values: readonly AssetValues[],
  now: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db
      .insert(assets)
      .values(values.slice(start, start + 500).map((v) => ({ ...v, created_at: now, updated_at: now })))
      .returning({ id: assets.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The SQL type of each entered field, for reading them back out of JSON. */
const FIELD_SQL_TYPES: Record<(typeof ASSET_FIELDS)[number], string> = {
  asset_id: 'text',
  asset_name: 'text',
  make: 'text',
  model_variant: 'text',
  serial_number: 'text',
  e_diagram_number: 'text',
  description: 'text',
  oem_agent: 'text',
  yom: 'integer',
  max_output: 'text',
  category: 'text',
  site: 'text',
  location: 'text',
  purchase_cost: 'numeric',
  current_market_value: 'numeric',
  annual_depreciation_rate: 'numeric',
  purchase_date: 'date',
  warranty_expiry: 'date',
  status: 'text',
  criticality: 'text',
  condition_grade: 'text',
  condition_score: 'integer',
  risk_probability: 'integer',
  risk_impact: 'integer',
  parts_availability_risk: 'text',
  food_contact: 'boolean',
};

/**
 * Overwrites every entered field of many assets, 500 per statement: the rows travel as one JSON
 * parameter (jsonb_to_recordset) instead of one UPDATE per asset.
 */
export async function updateAssetRows(
  db: DbOrTx,
  rows: readonly { id: string; values: AssetValues }[],
  now: string,
): Promise<void> {
  const recordType = sql.raw(
    ['id uuid', ...ASSET_FIELDS.map((f) => `${f} ${FIELD_SQL_TYPES[f]}`)].join(', '),
  );
  const assignments = sql.raw(ASSET_FIELDS.map((f) => `${f} = v.${f}`).join(', '));
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((r) => ({ id: r.id, ...r.values }));
    await db.execute(
      sql`update ${assets} as a set ${assignments}, updated_at = ${now}
          from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(${recordType})
          where a.id = v.id`,
    );
  }
}

export type AssetPatch = Partial<AssetValues> &
  AssetPlacementColumns &
  Partial<Pick<Asset, 'images' | 'featured_image_url' | 'archived_at'>>;

export async function updateAssetRow(db: DbOrTx, id: string, patch: AssetPatch, now: string): Promise<Asset> {
  const [row] = await db
    .update(assets)
    .set({ ...patch, updated_at: now })
    .where(eq(assets.id, id))
    .returning(assetSelection);
  return toAsset(row);
}

export async function deleteAssetRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(assets).where(eq(assets.id, id));
}

/** Whether any work order, breakdown or maintenance task refers to the asset. */
export async function assetHasRecords(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await selectRows<{ has: boolean }>(
    db,
    sql`select exists (select 1 from ${work_orders} where ${work_orders.asset_id} = ${id})
        or exists (select 1 from ${asset_breakdowns} where ${asset_breakdowns.asset_id} = ${id})
        or exists (select 1 from ${maintenance_tasks} where ${maintenance_tasks.asset_id} = ${id}) as has`,
  );
  return Boolean(row?.has);
}

interface HistoryRow {
  type: AssetHistoryItem['type'];
  id: string;
  title: string | null;
  status: string;
  date: string | Date;
  priority: string | null;
  cost: string | number | null;
  downtime_hours: string | number | null;
}

const historyUnion = (id: string) => sql`
  select 'work_order' as type, ${work_orders.id} as id, ${work_orders.number} || ' ' || ${work_orders.title} as title, ${work_orders.status} as status,
         coalesce(${work_orders.date_completed}, ${work_orders.date_created}) as date,
         ${work_orders.priority} as priority, ${work_orders.cost} as cost, null::numeric as downtime_hours
    from ${work_orders} where ${work_orders.asset_id} = ${id}
  union all
  select 'breakdown', ${asset_breakdowns.id}, ${asset_breakdowns.title}, ${asset_breakdowns.status},
         ${asset_breakdowns.breakdown_start_time}, ${asset_breakdowns.severity}, ${asset_breakdowns.estimated_cost},
         ${asset_breakdowns.downtime_hours}
    from ${asset_breakdowns} where ${asset_breakdowns.asset_id} = ${id}
  union all
  select 'maintenance_task', ${maintenance_tasks.id}, ${maintenance_tasks.title},
         case when ${maintenance_tasks.is_active} then 'active' else 'inactive' end,
         coalesce(${maintenance_tasks.last_completed_date}, ${maintenance_tasks.created_at}),
         ${maintenance_tasks.priority}, null::numeric, null::numeric
    from ${maintenance_tasks} where ${maintenance_tasks.asset_id} = ${id}
  union all
  select 'hygiene_release', coalesce(${hygiene_releases.record_id}, ${hygiene_releases.id}), ${hygiene_releases.released_by_name},
         'released', ${hygiene_releases.released_at}, null, null::numeric, null::numeric
    from ${hygiene_releases} where ${hygiene_releases.asset_id} = ${id} and ${hygiene_releases.released_at} is not null`;

const toNumber = (v: string | number | null) => (v === null ? null : Number(v));

/** The asset's work orders, breakdowns, maintenance tasks and hygiene releases, newest first. */
export async function listAssetHistory(db: DbOrTx, id: string, limit: number, offset: number) {
  const rows = await selectRows<HistoryRow>(
    db,
    sql`select * from (${historyUnion(id)}) h order by h.date desc, h.id limit ${limit} offset ${offset}`,
  );
  const [total] = await selectRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${historyUnion(id)}) h`,
  );
  return {
    data: rows.map(
      (r): AssetHistoryItem => ({
        type: r.type,
        id: r.id,
        // A release's row holds who released it; its title says so in words.
        title: r.type === 'hygiene_release' ? releaseHistoryTitle(r.title) : (r.title ?? ''),
        status: r.status,
        date: toIsoTimestamp(r.date),
        priority: r.priority,
        cost: toNumber(r.cost),
        downtime_hours: toNumber(r.downtime_hours),
      }),
    ),
    total: Number(total?.n ?? 0),
  };
}

/** What the last and next maintenance and the simple 30-day figures are computed from. */
export async function loadPerformanceInputs(db: DbOrTx, id: string) {
  const [breakdowns, workOrders, tasks] = [
    await db
      .select({
        breakdown_start_time: asset_breakdowns.breakdown_start_time,
        breakdown_end_time: asset_breakdowns.breakdown_end_time,
        downtime_hours: asset_breakdowns.downtime_hours,
        status: asset_breakdowns.status,
      })
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, id)),
    await db
      .select({ status: work_orders.status, date_completed: work_orders.date_completed })
      .from(work_orders)
      .where(eq(work_orders.asset_id, id)),
    await db
      .select({
        is_active: maintenance_tasks.is_active,
        next_due_date: maintenance_tasks.next_due_date,
        last_completed_date: maintenance_tasks.last_completed_date,
      })
      .from(maintenance_tasks)
      .where(eq(maintenance_tasks.asset_id, id))
      .orderBy(desc(maintenance_tasks.created_at)),
  ];
  return {
    breakdowns: breakdowns as PerformanceBreakdown[],
    workOrders: workOrders as PerformanceWorkOrder[],
    tasks: tasks as PerformanceTask[],
  };
}

/**
 * When the asset's stored condition grade or score was last set: the newest audited change of either
 * (create, edit, import), else the asset's registration when it has one of them; null otherwise.
 */
export async function conditionRecordedAt(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await selectRows<{ at: string | Date | null }>(
    db,
    sql`select coalesce(
          (select max(l.occurred_at) from audit_log l
            where l.entity_type = 'asset' and l.entity_id = ${id}
              and (l.after ? 'condition_grade' or l.after ? 'condition_score')),
          (select a.created_at from assets a
            where a.id = ${id} and (a.condition_grade is not null or a.condition_score is not null))
        ) as at`,
  );
  return row?.at ? toIsoTimestamp(row.at) : null;
}

/** The asset and the assets it is part of, upwards, as {id, parent_id} (for the parent cycle rule). */
export async function selectAssetAncestry(db: DbOrTx, id: string) {
  return selectRows<{ id: string; parent_id: string | null }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select a.id, a.parent_asset_id, 0 from ${assets} a where a.id = ${id}
          union all
          select a.id, a.parent_asset_id, up.depth + 1 from ${assets} a join up on a.id = up.parent_id
           where up.depth < 100
        ) select id, parent_id from up`,
  );
}

/** The assets that are part of this one (not archived, within the caller's sites), by asset ID. */
export async function selectAssetChildren(db: DbOrTx, id: string, scope: SiteScope): Promise<Asset[]> {
  const rows = await db
    .select(assetSelectionFor(scope))
    .from(assets)
    .where(
      and(
        eq(assets.parent_asset_id, id),
        isNull(assets.archived_at),
        assetSiteInScope(scope, assets.site_id),
      ),
    )
    .orderBy(sql`lower(${assets.asset_id})`, asc(assets.id));
  return rows.map(toAsset);
}

/** Which asset each asset is part of, as lower-cased asset IDs (child → parent), for an import's cycle rule. */
export async function selectAssetParentKeys(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await selectRows<{ child: string; parent: string }>(
    db,
    sql`select lower(a.asset_id) as child, lower(p.asset_id) as parent
          from ${assets} a join ${assets} p on p.id = a.parent_asset_id`,
  );
  return new Map(rows.map((row) => [row.child, row.parent]));
}

/** Sets where many assets are (ids and texts) and, where given, what they are part of, 500 per statement. */
export async function updateAssetPlacements(
  db: DbOrTx,
  rows: readonly { id: string; location_id: string | null; site: string | null; location: string | null }[],
  parents: readonly { id: string; parent_asset_id: string | null }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db.execute(
      sql`update ${assets} as a set location_id = v.location_id, site = v.site, location = v.location
            from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 500))}::jsonb)
              as v(id uuid, location_id uuid, site text, location text)
           where a.id = v.id`,
    );
  }
  for (let start = 0; start < parents.length; start += 500) {
    await db.execute(
      sql`update ${assets} as a set parent_asset_id = v.parent_asset_id
            from jsonb_to_recordset(${JSON.stringify(parents.slice(start, start + 500))}::jsonb)
              as v(id uuid, parent_asset_id uuid)
           where a.id = v.id`,
    );
  }
}
