import { type BudgetCategory, type BudgetLine, type LocationKind, zonedParts } from '@plantwise/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assetAtOrBelow, locationAtOrBelow } from '../../db/location-filter';
import { assets, budget_alerts } from '../../db/schema';
import { assetInScope, locationInScope, type SiteScope, siteInScope } from '../../db/site-scope';

/** A span of plant time: the instants a year or a month of the plant's calendar covers. */
export interface PlantSpan {
  from: Date;
  to: Date;
  timeZone: string;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `site` null: every site; a name: that site only. */
const siteIs = (column: SQL, site: string | null) => (site === null ? sql`true` : sql`${column} = ${site}`);

/**
 * Where spend is summed (docs/decisions/budget-locations.md): every site (`site` and `location` null), a
 * site by its name (the older filter), or a node of the location tree.
 */
export interface SpendWhere {
  /** The caller's sites (docs/decisions/site-access.md): null for every site. */
  scope: SiteScope;
  site: string | null;
  location: { id: string; name: string; isSite: boolean } | null;
}

const both = (a: SQL, b: SQL) => sql`(${a} and ${b})`;

/**
 * Work (work orders, their parts, open breakdowns) counts where its asset is; for a person limited to sites,
 * only at their sites (work on no asset is company-wide, kept for people with every site).
 */
function workAt(where: SpendWhere, assetId: SQL, assetSite: SQL): SQL {
  const here = where.location ? assetAtOrBelow(where.location.id, assetId) : siteIs(assetSite, where.site);
  return where.scope === null ? here : both(assetInScope(where.scope, assetId), here);
}

/** An expense is within the caller's sites by its site text, or without one by its asset. */
export function expenseInScope(scope: SiteScope, siteText: SQL, assetId: SQL): SQL {
  if (scope === null) return sql`true`;
  return sql`((${siteText} is not null and ${siteInScope(scope, siteText)}) or (${siteText} is null and ${assetInScope(scope, assetId)}))`;
}

/**
 * An expense counts on its site text, or without one where its asset is. At a location below a site only
 * expenses on an asset there count: an expense booked to the site as a whole is in no area.
 */
export function expenseAt(where: SpendWhere, siteText: SQL, assetId: SQL): SQL {
  return both(expenseInScope(where.scope, siteText, assetId), expenseHere(where, siteText, assetId));
}

function expenseHere(where: SpendWhere, siteText: SQL, assetId: SQL): SQL {
  const { location } = where;
  if (!location) return siteIs(siteText, where.site);
  if (!location.isSite) return assetAtOrBelow(location.id, assetId);
  return sql`(lower(${siteText}) = lower(${location.name}) or (${siteText} is null and ${assetAtOrBelow(location.id, assetId)}))`;
}

/** The spend of a month and category, summed from the work-cost summary, its corrections and the expenses. */
export interface MonthSpendRow {
  month: number;
  category: BudgetCategory;
  amount: number;
}

/** The spend of an asset in a category (the top spenders' candidates). */
export interface AssetSpendRow {
  asset_id: string;
  category: BudgetCategory;
  amount: number;
}

/** The place of work's cost in the summary (its asset's location and site text), under the same rule as `workAt`. */
function placeAt(where: SpendWhere, locationId: SQL, site: SQL): SQL {
  const here = where.location ? locationAtOrBelow(where.location.id, locationId) : siteIs(site, where.site);
  return where.scope === null ? here : both(locationInScope(where.scope, locationId), here);
}

/**
 * The work's cost rows (labour, other costs, parts: the view `work_cost_entries`) that lie between a UTC month's
 * start and the plant month's start, for each boundary given: there the summary, kept by UTC month, and the
 * plant's calendar disagree. A few hours of work a boundary; the ranges reach each branch of the view, which
 * reads them by its indexes (completed work by completion, parts taken by when).
 */
function workBetweenBoundaries(where: SpendWhere, span: PlantSpan, plantStarts: readonly Date[]): SQL {
  const ranges = plantStarts
    .map((plant) => {
      const utc = utcMonthStart(plant, span.timeZone);
      return plant < utc ? [plant, utc] : [utc, plant];
    })
    .filter(([lo, hi]) => lo.getTime() !== hi.getTime())
    .map(
      ([lo, hi]) =>
        sql`(e.at >= ${lo.toISOString()}::timestamptz and e.at < ${hi.toISOString()}::timestamptz)`,
    );
  const between = ranges.length ? sql`(${sql.join(ranges, sql` or `)})` : sql`false`;
  return sql`select e.at, e.asset_id, e.category, e.amount
      from work_cost_entries e left join assets a on a.id = e.asset_id
     where ${between} and ${workAt(where, sql`e.asset_id`, sql`a.site`)}`;
}

/** The start of the UTC month of the plant month that starts at `plantStart` (the same year and month number). */
function utcMonthStart(plantStart: Date, timeZone: string): Date {
  const { year, month } = zonedParts(plantStart, timeZone);
  return new Date(Date.UTC(year, month - 1, 1));
}

/** The year's UTC instants: the summary's year. */
function utcYear(span: PlantSpan) {
  const { year } = zonedParts(span.from, span.timeZone);
  return { year, from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

/**
 * What was spent in each month of a plant-time year, by category: labour of completed work orders at the rate
 * stored when each was completed; their other costs (contractors, materials not from stores: category other);
 * parts the work orders took from the stores at the unit cost stored on each movement (a return counts back);
 * and the expense entries. A work order's three parts add up to its cost, the figure analytics shows. Work
 * counts on the site of its asset, an expense on its own site.
 *
 * Work is read from its monthly summary (`work_cost_months`, per UTC month and place; docs/decisions/
 * budget-summary.md), then corrected with the work between each UTC month's start and the plant month's start:
 * taken away from the UTC month it is summed in, added to the plant month it belongs to. The sums are exact
 * (numeric), the same as summing every work order and movement of the year.
 */
export async function sumSpendByMonth(
  db: DbOrTx,
  span: PlantSpan,
  plantMonthStarts: readonly Date[],
  where: SpendWhere,
): Promise<MonthSpendRow[]> {
  const from = sql`${span.from.toISOString()}::timestamptz`;
  const to = sql`${span.to.toISOString()}::timestamptz`;
  const utc = utcYear(span);
  const utcFrom = sql`${utc.from.toISOString()}::timestamptz`;
  const utcTo = sql`${utc.to.toISOString()}::timestamptz`;
  return rows<MonthSpendRow>(
    db,
    sql`
    with between_boundaries as materialized (${workBetweenBoundaries(where, span, plantMonthStarts)})
    select month, category, sum(amount)::float8 as amount from (
      select extract(month from c.month)::int as month, c.category, c.amount, c.entries
        from work_cost_months c
       where c.month >= ${utc.from.toISOString().slice(0, 10)}::date and c.month < ${utc.to.toISOString().slice(0, 10)}::date
         and ${placeAt(where, sql`c.location_id`, sql`c.site`)}
      union all
      select extract(month from b.at at time zone 'UTC')::int, b.category, -b.amount, -1
        from between_boundaries b where b.at >= ${utcFrom} and b.at < ${utcTo}
      union all
      select extract(month from b.at at time zone ${span.timeZone})::int, b.category, b.amount, 1
        from between_boundaries b where b.at >= ${from} and b.at < ${to}
      union all
      select extract(month from e.date)::int, e.category, e.amount, 1
        from budget_expenses e
       where e.date >= (${from} at time zone ${span.timeZone})::date
         and e.date < (${to} at time zone ${span.timeZone})::date
         and ${expenseAt(where, sql`e.site`, sql`e.asset_id`)}
    ) spend
    group by month, category
    having sum(entries) > 0`,
  );
}

/**
 * Pounds a top spender's total may differ by between the exact sum and the screen's (each category rounded to
 * the penny, five categories): assets this close below the cut are sent too, and the domain ranks them.
 */
const RANKING_MARGIN = 0.1;

/**
 * What each asset cost in a plant-time year, by category (work and the expenses on it), for the assets that may
 * be among the `limit` top spenders: the year's summary per asset (`work_cost_years`, per UTC year) corrected at
 * the year's two boundaries like the months, ranked in the database so that only the candidates are sent.
 */
export async function sumSpendOfTopAssets(
  db: DbOrTx,
  span: PlantSpan,
  where: SpendWhere,
  limit: number,
): Promise<AssetSpendRow[]> {
  const from = sql`${span.from.toISOString()}::timestamptz`;
  const to = sql`${span.to.toISOString()}::timestamptz`;
  const utc = utcYear(span);
  const yearOfWork = sql`work_cost_years y left join assets a on a.id = y.asset_id
       where y.year = ${utc.year} and ${workAt(where, sql`y.asset_id`, sql`a.site`)}`;
  return rows<AssetSpendRow>(
    db,
    sql`
    with between_boundaries as materialized (${workBetweenBoundaries(where, span, [span.from, span.to])}),
    corrections as materialized (
      select b.asset_id, b.category, -b.amount as amount from between_boundaries b
       where b.asset_id is not null and b.at >= ${utc.from.toISOString()}::timestamptz and b.at < ${utc.to.toISOString()}::timestamptz
      union all
      select b.asset_id, b.category, b.amount from between_boundaries b
       where b.asset_id is not null and b.at >= ${from} and b.at < ${to}
      union all
      select e.asset_id, e.category, e.amount
        from budget_expenses e
       where e.asset_id is not null
         and e.date >= (${from} at time zone ${span.timeZone})::date
         and e.date < (${to} at time zone ${span.timeZone})::date
         and ${expenseAt(where, sql`e.site`, sql`e.asset_id`)}
    ),
    totals as materialized (
      select coalesce(w.asset_id, c.asset_id) as asset_id, coalesce(w.total, 0) + coalesce(c.total, 0) as total
        from (select y.asset_id, y.labour + y.other + y.parts as total from ${yearOfWork}) w
        full join (select asset_id, sum(amount) as total from corrections group by asset_id) c on c.asset_id = w.asset_id
    ),
    candidates as (
      select t.asset_id from totals t
       where t.total >= coalesce((select total from totals order by total desc limit 1 offset ${limit - 1}), t.total)
                        - ${RANKING_MARGIN}
    )
    select asset_id, category, sum(amount)::float8 as amount from (
      select w.asset_id, v.category, v.amount
        from (select y.* from ${yearOfWork} and y.asset_id in (select asset_id from candidates)) w
        cross join lateral (values ('labour', w.labour), ('parts', w.parts), ('other', w.other)) v(category, amount)
      union all
      select c.asset_id, c.category, c.amount from corrections c where c.asset_id in (select asset_id from candidates)
    ) spend
    group by asset_id, category`,
  );
}

/**
 * Committed: the estimated cost of breakdowns still open (reported or assigned), by the month they
 * started. An estimate, not spend, and of no category yet.
 */
export async function sumCommitted(
  db: DbOrTx,
  span: PlantSpan,
  where: SpendWhere,
): Promise<Array<{ month: number; amount: number }>> {
  return rows(
    db,
    sql`
    select extract(month from b.breakdown_start_time at time zone ${span.timeZone})::int as month,
           sum(b.estimated_cost)::float8 as amount
      from asset_breakdowns b join assets a on a.id = b.asset_id
     where b.status in ('reported', 'assigned') and b.estimated_cost is not null
       and b.breakdown_start_time >= ${span.from.toISOString()}::timestamptz
       and b.breakdown_start_time < ${span.to.toISOString()}::timestamptz
       and ${workAt(where, sql`b.asset_id`, sql`a.site`)}
     group by 1`,
  );
}

export interface PlanRow {
  month: number;
  category: BudgetCategory;
  plan: number;
  own_plan: number;
}

/**
 * The plan of a year per month and category. For one site: its lines. For all sites: every line, and
 * `own_plan` the lines kept for all sites together (what the grid edits there).
 */
export async function sumPlan(
  db: DbOrTx,
  scope: SiteScope,
  year: number,
  site: string | null,
): Promise<PlanRow[]> {
  const own = site === null ? sql`site is null` : sql`site = ${site}`;
  return rows<PlanRow>(
    db,
    sql`
    select month, category, sum(amount)::float8 as plan,
           coalesce(sum(amount) filter (where ${own}), 0)::float8 as own_plan
      from budget_lines
     where year = ${year} and ${site === null ? sql`true` : own} and ${siteInScope(scope, sql`site`)}
     group by month, category`,
  );
}

/** A location with its kind, or null (also when it lies outside the caller's sites). */
export async function findBudgetLocation(db: DbOrTx, scope: SiteScope, id: string) {
  const result = await rows<{ id: string; name: string; kind: LocationKind }>(
    db,
    sql`select id, name, kind from locations where id = ${id} and ${locationInScope(scope, sql`id`)}`,
  );
  return result[0] ?? null;
}

/** The names and codes of some assets. */
export async function findAssetNames(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: assets.id, asset_name: assets.asset_name, asset_code: assets.asset_id })
    .from(assets)
    .where(inArray(assets.id, [...ids]));
}

/**
 * Every site the plant knows (of the caller's sites): the assets' sites and those already in the plan or the
 * expenses.
 */
export async function listSites(db: DbOrTx, scope: SiteScope): Promise<string[]> {
  const result = await rows<{ site: string }>(
    db,
    sql`
    select site from (
      select site from assets where site is not null and site <> ''
      union select site from budget_lines where site is not null
      union select site from budget_expenses where site is not null
    ) known where ${siteInScope(scope, sql`known.site`)}
    order by site`,
  );
  return result.map((r) => r.site);
}

/** Upserts plan lines (one statement per 500); an amount of 0 is kept so the cell shows it was set. */
export async function upsertLines(
  tx: DbOrTx,
  lines: readonly BudgetLine[],
  userId: string | null,
  at: string,
) {
  for (let start = 0; start < lines.length; start += 500) {
    const values = lines
      .slice(start, start + 500)
      .map(
        (l) =>
          sql`(${l.year}, ${l.month}, ${l.site}, ${l.category}, ${String(l.amount)}::numeric, ${userId}::uuid, ${at}::timestamptz, ${at}::timestamptz)`,
      );
    // The conflict target is the cell's unique index, whose site is coalesce(site, ''): all sites is a site.
    await tx.execute(sql`
      insert into budget_lines (year, month, site, category, amount, updated_by, created_at, updated_at)
      values ${sql.join(values, sql`, `)}
      on conflict (year, month, (coalesce(site, '')), category)
      do update set amount = excluded.amount, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  }
}

/** The stored lines matching the given cells, for the audit's before. */
export async function findLines(tx: DbOrTx, lines: readonly BudgetLine[]) {
  if (lines.length === 0) return [];
  const keys = lines.map((l) => `${l.year}|${l.month}|${l.site ?? ''}|${l.category}`);
  return rows<{ year: number; month: number; site: string | null; category: BudgetCategory; amount: number }>(
    tx,
    sql`
    select year, month, site, category, amount::float8 as amount from budget_lines
     where (year::text || '|' || month::text || '|' || coalesce(site, '') || '|' || category)
        in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
}

/** A month's spend per site (null: work or expenses on no site), for the threshold alerts. */
export async function sumSpendBySite(
  db: DbOrTx,
  span: PlantSpan,
): Promise<Array<{ site: string | null; amount: number }>> {
  const from = sql`${span.from.toISOString()}::timestamptz`;
  const to = sql`${span.to.toISOString()}::timestamptz`;
  return rows(
    db,
    sql`
    select site, sum(amount)::float8 as amount from (
      select a.site, coalesce(w.labour_cost, 0) + coalesce(w.other_cost, 0) as amount
        from work_orders w left join assets a on a.id = w.asset_id
       where w.status = 'completed' and (w.labour_cost is not null or w.other_cost is not null)
         and w.date_completed >= ${from} and w.date_completed < ${to}
      union all
      select a.site, -m.delta * m.unit_cost
        from stock_movements m join work_orders w on w.id = m.work_order_id left join assets a on a.id = w.asset_id
       where m.work_order_id is not null and m.unit_cost is not null
         and m.created_at >= ${from} and m.created_at < ${to}
      union all
      select e.site, e.amount from budget_expenses e
       where e.date >= (${from} at time zone ${span.timeZone})::date
         and e.date < (${to} at time zone ${span.timeZone})::date
    ) spend
    group by site`,
  );
}

/** A month's plan per site (null: the lines for all sites together). */
export async function sumPlanBySite(
  db: DbOrTx,
  year: number,
  month: number,
): Promise<Array<{ site: string | null; plan: number }>> {
  return rows(
    db,
    sql`select site, sum(amount)::float8 as plan from budget_lines where year = ${year} and month = ${month} group by site`,
  );
}

/** Records that a threshold was announced; false when another run (or instance) already did. */
export async function claimBudgetAlert(
  tx: DbOrTx,
  alert: { year: number; month: number; site: string; threshold: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(budget_alerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ year: budget_alerts.year });
  return inserted.length > 0;
}

/** The active managers and admins: who hears about the budget. */
export async function listBudgetHolders(db: DbOrTx): Promise<string[]> {
  const result = await rows<{ id: string }>(
    db,
    sql`select u.id from users u join profiles p on p.id = u.id where u.active and p.role in ('manager', 'admin') order by u.id`,
  );
  return result.map((r) => r.id);
}
