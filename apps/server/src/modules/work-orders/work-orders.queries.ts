import {
  DEFAULT_LABOUR_RATE,
  interpretSearchTerm,
  OPEN_WORK_ORDER_STATUSES,
  PRIORITIES,
  uuidPrefixRange,
  type WorkOrder,
  type WorkOrderListQuery,
  type WorkOrderReferences,
} from '@plantwise/domain';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, selectRows } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import { nextWorkOrderNumber } from '../../db/numbers';
import {
  asset_breakdowns,
  assets,
  files,
  maintenance_completions,
  profiles,
  settings,
  toIsoTimestamp,
  urgencyRank,
  work_orders,
} from '../../db/schema';
import { assetSummaryColumns, assetSummaryJson, personSummaryJson } from '../../db/shared-queries';
import { type SiteScope, workInScope } from '../../db/site-scope';
import { type JoinedWorkOrder, toWorkOrder } from './work-orders.presenters';

const assignee = alias(profiles, 'assignee');
const creator = alias(profiles, 'creator');
// The search column is the text index's input, never an answer: not read back (a list page is 50 rows).
const { search_text: _searchText, ...workOrderColumns } = getTableColumns(work_orders);

function selectJoined(db: DbOrTx) {
  return db
    .select({
      work_order: workOrderColumns,
      asset: { id: assets.id, asset_id: assets.asset_id, asset_name: assets.asset_name },
      assignee: { id: assignee.id, full_name: assignee.full_name, email: assignee.email },
      creator: { id: creator.id, full_name: creator.full_name, email: creator.email },
    })
    .from(work_orders)
    .leftJoin(assets, eq(assets.id, work_orders.asset_id))
    .leftJoin(assignee, eq(assignee.id, work_orders.assigned_to))
    .leftJoin(creator, eq(creator.id, work_orders.created_by));
}

export type WorkOrderRow = typeof work_orders.$inferSelect;
export type NewWorkOrder = typeof work_orders.$inferInsert;

/**
 * The work order is within the caller's sites: its asset is at one of them, or it has no asset (shared,
 * docs/decisions/site-access.md).
 */
const inScope = (scope: SiteScope) => workInScope(scope, work_orders.asset_id);

/** A work order with its summaries, or null (also for another site's). */
export async function findWorkOrder(
  db: DbOrTx,
  id: string,
  now: Date,
  scope: SiteScope,
): Promise<WorkOrder | null> {
  const [row] = await selectJoined(db)
    .where(and(eq(work_orders.id, id), inScope(scope)))
    .limit(1);
  return row ? toWorkOrder(row as JoinedWorkOrder, now) : null;
}

/** The stored row as it is, without summaries. */
export async function findWorkOrderRow(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
): Promise<WorkOrderRow | null> {
  const [row] = await db
    .select()
    .from(work_orders)
    .where(and(eq(work_orders.id, id), inScope(scope)))
    .limit(1);
  return row ?? null;
}

/** The stored row, locked until the transaction ends, so that two changes never interleave. */
export async function lockWorkOrder(tx: DbOrTx, id: string, scope: SiteScope): Promise<WorkOrderRow | null> {
  const [row] = await tx
    .select()
    .from(work_orders)
    .where(and(eq(work_orders.id, id), inScope(scope)))
    .for('update');
  return row ?? null;
}

/** Overdue as SQL, from the same rule as isWorkOrderOverdue (open and scheduled before now). */
function overdueSql(now: Date): SQL {
  return sql`(${inArray(work_orders.status, [...OPEN_WORK_ORDER_STATUSES])} and ${work_orders.date_scheduled} < ${now.toISOString()})`;
}

/** Completed temporary fixes or requested follow-ups whose follow-up work is not done yet. */
const followUpPendingSql = sql`(${work_orders.follow_up_triggered} and not ${work_orders.follow_up_completed})`;

function listFilters(scope: SiteScope, query: Partial<WorkOrderListQuery>, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope !== null) conditions.push(inScope(scope));
  if (query.status) conditions.push(eq(work_orders.status, query.status));
  if (query.priority) conditions.push(eq(work_orders.priority, query.priority));
  if (query.maintenance_type) conditions.push(eq(work_orders.maintenance_type, query.maintenance_type));
  if (query.asset_id) conditions.push(eq(work_orders.asset_id, query.asset_id));
  if (query.assigned_to) conditions.push(eq(work_orders.assigned_to, query.assigned_to));
  if (query.overdue === true) conditions.push(overdueSql(now));
  if (query.overdue === false) conditions.push(sql`not ${overdueSql(now)}`);
  if (query.follow_ups_pending) conditions.push(followUpPendingSql);
  // search_text holds the title, description, asset code and assignee's name, kept by triggers
  // (migration 0021), so the search needs no join and its trigram index serves it.
  if (query.q) conditions.push(textFilter(query.q));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The list's search box: a work-order number (WO-2026-000123 or its start, or the old WO-1a2b3c4d)
 * finds that work order by index; other words search the title, description, asset code and assignee.
 */
function textFilter(q: string): SQL {
  const term = interpretSearchTerm(q);
  const byNumber: SQL[] = [];
  if (term.workOrderNumberPrefix)
    byNumber.push(
      sql`(${work_orders.number} >= ${term.workOrderNumberPrefix} and ${work_orders.number} < ${`${term.workOrderNumberPrefix}~`})`,
    );
  if (term.workOrderIdPrefix) {
    const range = uuidPrefixRange(term.workOrderIdPrefix);
    byNumber.push(sql`${work_orders.id} between ${range.from}::uuid and ${range.to}::uuid`);
  }
  return byNumber.length
    ? sql`(${sql.join(byNumber, sql` or `)})`
    : sql`${work_orders.search_text} like ${likeTerm(q.toLowerCase())}`;
}

const URGENCY = urgencyRank(work_orders.priority, PRIORITIES);

function orderOf(sort: WorkOrderListQuery['sort']) {
  const direction = sort.startsWith('-') ? desc : asc;
  switch (sort.replace('-', '')) {
    case 'date_scheduled':
      return [
        sql`${work_orders.date_scheduled} ${sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`}`,
      ];
    case 'priority':
      // '-priority' = most urgent first
      return [sort.startsWith('-') ? asc(URGENCY) : desc(URGENCY)];
    case 'title':
      return [direction(work_orders.title)];
    default:
      return [direction(work_orders.date_created)];
  }
}

/** The columns PostgreSQL prints in its own timestamp format inside JSON; the API speaks ISO-8601 (toIsoTimestamp). */
const TIMESTAMP_KEYS = Object.entries(workOrderColumns)
  .filter(([, column]) => column.getSQLType() === 'timestamp with time zone')
  .map(([key]) => key);

/** The page's columns, under the API's names: every column but the search text. */
const PAGE_COLUMNS = sql.join(
  Object.entries(workOrderColumns).map(
    ([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

type JsonRow = Record<string, unknown>;
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as JsonRow | null;

/**
 * A page of the list (newest first unless sorted otherwise, spec §7), each row built as JSON by the database
 * with its asset and people, as the asset register does (assets.queries.ts): one query, and one value a row to
 * decode instead of 60 typed columns plus two queries for the summaries. The page query itself takes well
 * under a millisecond at a group's 2,000,000 work orders; the ORM's reading of its rows cost the Node process
 * twice the CPU of this (docs/decisions/group-scale.md), and the list's p95 at 10 connections is CPU. The row
 * is `row_to_json` of the page's own columns: `to_jsonb(row) - 'search_text'` built, sorted and printed a
 * binary document per row, 1.2 ms more of the database's CPU a page.
 */
export async function selectWorkOrderPage(
  db: DbOrTx,
  scope: SiteScope,
  query: WorkOrderListQuery,
  now: Date,
) {
  const order = sql.join([...orderOf(query.sort), desc(work_orders.id)], sql`, `);
  const where = listFilters(scope, query, now);
  // The page is chosen first and built after; the subquery keeps the name "work_orders" (and its columns
  // their names), so the ORDER BY reads the same on both levels.
  const rows = await selectRows<{ w: unknown; asset: unknown; assignee: unknown; creator: unknown }>(
    db,
    sql`select row_to_json(work_orders) as w,
        ${assetSummaryJson(sql`work_orders.asset_id`)} as asset,
        ${personSummaryJson(sql`work_orders.assigned_to`)} as assignee,
        ${personSummaryJson(sql`work_orders.created_by`)} as creator
      from (select ${PAGE_COLUMNS} from ${work_orders} ${where ? sql`where ${where}` : sql``}
            order by ${order} limit ${query.limit} offset ${query.offset}) as work_orders
      order by ${order}`,
  );
  return rows.map((row) => {
    const w = parsed(row.w) as JsonRow;
    for (const key of TIMESTAMP_KEYS) {
      const value = w[key];
      if (typeof value === 'string') w[key] = toIsoTimestamp(value);
    }
    return toWorkOrder(
      {
        work_order: w as JoinedWorkOrder['work_order'],
        asset: parsed(row.asset) as JoinedWorkOrder['asset'],
        assignee: parsed(row.assignee) as JoinedWorkOrder['assignee'],
        creator: parsed(row.creator) as JoinedWorkOrder['creator'],
      },
      now,
    );
  });
}

/** How many work orders match the list's filters. */
export async function countWorkOrderMatches(
  db: DbOrTx,
  scope: SiteScope,
  query: Partial<WorkOrderListQuery>,
  now: Date,
): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(work_orders)
    .where(listFilters(scope, query, now));
  return count?.n ?? 0;
}

/** The position of a work order in the list's order (to page to a highlighted row). */
export async function positionOf(
  db: DbOrTx,
  scope: SiteScope,
  id: string,
  query: WorkOrderListQuery,
  now: Date,
) {
  const ids = await db
    .select({ id: work_orders.id })
    .from(work_orders)
    .where(listFilters(scope, query, now))
    .orderBy(...orderOf(query.sort), desc(work_orders.id));
  const index = ids.findIndex((r) => r.id === id);
  return index < 0 ? null : index;
}

/** The screen's tiles: pending, in progress, overdue, completed this month, follow-ups pending. */
export async function countWorkOrders(db: DbOrTx, scope: SiteScope, now: Date, monthStart: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${work_orders.status} = 'pending')::int`,
      in_progress: sql<number>`count(*) filter (where ${work_orders.status} = 'in-progress')::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql(now)})::int`,
      completed_this_month: sql<number>`count(*) filter (where ${work_orders.status} = 'completed' and ${work_orders.date_completed} >= ${monthStart.toISOString()})::int`,
      follow_ups_pending: sql<number>`count(*) filter (where ${followUpPendingSql})::int`,
    })
    .from(work_orders)
    .where(inScope(scope));
  return {
    pending: row?.pending ?? 0,
    in_progress: row?.in_progress ?? 0,
    overdue: row?.overdue ?? 0,
    completed_this_month: row?.completed_this_month ?? 0,
    follow_ups_pending: row?.follow_ups_pending ?? 0,
  };
}

/** An asset's summary for the certificate (archived or not). */
export async function findAsset(db: DbOrTx, id: string) {
  const [row] = await db.select(assetSummaryColumns).from(assets).where(eq(assets.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a work order with the next number of its plant year (WO-2026-000123). */
export async function insertWorkOrder(
  tx: DbOrTx,
  values: Omit<NewWorkOrder, 'number'>,
  timeZone: string,
): Promise<WorkOrderRow> {
  const [row] = await tx
    .insert(work_orders)
    .values({ ...values, number: nextWorkOrderNumber(values.date_created, timeZone) })
    .returning();
  return row;
}

export async function updateWorkOrder(
  tx: DbOrTx,
  id: string,
  changes: Partial<Omit<NewWorkOrder, 'id'>>,
): Promise<WorkOrderRow> {
  const [row] = await tx.update(work_orders).set(changes).where(eq(work_orders.id, id)).returning();
  return row;
}

export async function deleteWorkOrderRow(tx: DbOrTx, id: string) {
  await tx.delete(work_orders).where(eq(work_orders.id, id));
}

/** What points at a work order and is kept: a PM completion, a breakdown, a parent work order. */
export async function findWorkOrderReferences(
  db: DbOrTx,
  workOrder: { id: string; source_breakdown_id: string | null; source_work_order_id: string | null },
): Promise<WorkOrderReferences> {
  const [row] = await selectRows<{ pm_completion: boolean; breakdown: boolean; parent_work_order: boolean }>(
    db,
    sql`select
      exists (select 1 from ${maintenance_completions} where ${maintenance_completions.follow_up_work_order_id} = ${workOrder.id}) as pm_completion,
      exists (select 1 from ${asset_breakdowns} where ${asset_breakdowns.follow_up_work_order_id} = ${workOrder.id}) as breakdown,
      exists (select 1 from ${work_orders} where ${work_orders.follow_up_task_id} = ${workOrder.id}) as parent_work_order`,
  );
  return {
    pm_completion: row?.pm_completion === true,
    breakdown: row?.breakdown === true || workOrder.source_breakdown_id !== null,
    parent_work_order: row?.parent_work_order === true || workOrder.source_work_order_id !== null,
  };
}

export const LABOUR_RATE_KEY = 'labour_rate';

/** The labour rate setting (GBP per hour), £35 until an admin sets one. */
export async function readLabourRate(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, LABOUR_RATE_KEY));
  const value = Number(row?.value);
  return row && Number.isFinite(value) && value > 0 ? value : DEFAULT_LABOUR_RATE;
}

export async function writeLabourRate(tx: DbOrTx, rate: number, userId: string, at: string) {
  await tx
    .insert(settings)
    .values({ key: LABOUR_RATE_KEY, value: rate, updated_by: userId, updated_at: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: rate, updated_by: userId, updated_at: at } });
}

/** The certificate's bytes, if the work order has one. */
export async function findCertificate(db: DbOrTx, fileId: string) {
  const [row] = await db
    .select({ data: files.data, filename: files.filename })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.owner_type, 'work_order_certificate')))
    .limit(1);
  return row ?? null;
}
