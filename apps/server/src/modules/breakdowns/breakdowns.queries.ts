import {
  type Breakdown,
  type BreakdownListFilters,
  type BreakdownStatus,
  type CleanupRow,
  SEVERITIES,
} from '@plantwise/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, selectRows } from '../../db/client';
import {
  asset_breakdowns,
  assets,
  audit_log,
  breakdown_public_notes,
  breakdown_validation_failures,
  notification_broadcasts,
  notification_history,
  notification_queue,
  notifications,
  profiles,
  toIsoTimestamp,
  urgencyRank,
  users,
  work_orders,
} from '../../db/schema';
import { assetSummaryJson, personSummaryJson } from '../../db/shared-queries';
import { assetInScope, assetInScopeHashed, personMaySeeWork, type SiteScope } from '../../db/site-scope';
import { type JoinedRow, toBreakdown } from './breakdowns.presenters';

const assignee = alias(profiles, 'assignee');
const reporter = alias(profiles, 'reporter');

const breakdownSelection = {
  breakdown: asset_breakdowns,
  asset: { id: assets.id, asset_id: assets.asset_id, asset_name: assets.asset_name },
  assignee: { id: assignee.id, full_name: assignee.full_name, email: assignee.email },
  reporter: { id: reporter.id, full_name: reporter.full_name, email: reporter.email },
  follow_up_number: sql<
    string | null
  >`(select number from ${work_orders} where ${work_orders.id} = ${asset_breakdowns.follow_up_work_order_id})`,
};

type BreakdownRow = typeof asset_breakdowns.$inferSelect;
export type BreakdownRecord = BreakdownRow;

function selectJoined(db: DbOrTx) {
  return db
    .select(breakdownSelection)
    .from(asset_breakdowns)
    .innerJoin(assets, eq(assets.id, asset_breakdowns.asset_id))
    .leftJoin(assignee, eq(assignee.id, asset_breakdowns.assigned_to))
    .leftJoin(reporter, eq(reporter.id, asset_breakdowns.reported_by));
}

/** The breakdown's asset is within the caller's sites (docs/decisions/site-access.md). */
const inScope = (scope: SiteScope) => assetInScope(scope, asset_breakdowns.asset_id);

/** A breakdown with its asset, assignee and reporter summaries, or null (also for another site's). */
export async function findBreakdown(db: DbOrTx, id: string, scope: SiteScope): Promise<Breakdown | null> {
  const [row] = await selectJoined(db)
    .where(and(eq(asset_breakdowns.id, id), inScope(scope)))
    .limit(1);
  if (!row) return null;
  const notes = await db
    .select({
      id: breakdown_public_notes.id,
      note: breakdown_public_notes.note,
      field_reporter_name: breakdown_public_notes.field_reporter_name,
      created_at: breakdown_public_notes.created_at,
    })
    .from(breakdown_public_notes)
    .where(eq(breakdown_public_notes.breakdown_id, id))
    .orderBy(asc(breakdown_public_notes.created_at), asc(breakdown_public_notes.id));
  return { ...toBreakdown(row as JoinedRow), public_notes: notes };
}

/** The stored row, locked until the transaction ends, so that two changes never interleave. */
export async function lockBreakdown(tx: DbOrTx, id: string, scope: SiteScope): Promise<BreakdownRow | null> {
  const [row] = await tx
    .select()
    .from(asset_breakdowns)
    .where(and(eq(asset_breakdowns.id, id), inScope(scope)))
    .for('update');
  return row ?? null;
}

const ACTIVE_STATUSES: BreakdownStatus[] = ['reported', 'assigned'];

function listFilters(
  scope: SiteScope,
  query: Omit<BreakdownListFilters, 'limit' | 'offset'>,
  scopeCondition: (scope: SiteScope) => SQL = inScope,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope !== null) conditions.push(scopeCondition(scope));
  if (query.status) conditions.push(eq(asset_breakdowns.status, query.status));
  if (query.severity) conditions.push(eq(asset_breakdowns.severity, query.severity));
  if (query.asset_id) conditions.push(eq(asset_breakdowns.asset_id, query.asset_id));
  if (query.from) conditions.push(gte(asset_breakdowns.breakdown_start_time, query.from));
  if (query.to) conditions.push(lte(asset_breakdowns.breakdown_start_time, query.to));
  if (query.active === true) conditions.push(inArray(asset_breakdowns.status, ACTIVE_STATUSES));
  if (query.active === false) conditions.push(notInArray(asset_breakdowns.status, ACTIVE_STATUSES));
  return conditions.length ? and(...conditions) : undefined;
}

/** The columns PostgreSQL prints in its own timestamp format inside JSON; the API speaks ISO-8601 (toIsoTimestamp). */
const TIMESTAMP_KEYS = Object.entries(getTableColumns(asset_breakdowns))
  .filter(([, column]) => column.getSQLType() === 'timestamp with time zone')
  .map(([key]) => key);

/** The page's columns under the API's names. */
const PAGE_COLUMNS = sql.join(
  Object.entries(getTableColumns(asset_breakdowns)).map(
    ([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * Active breakdowns first (most severe first), then the newest start first (spec §7 reads newest first). Each
 * row is built as JSON by the database with its asset, people and follow-up number, as the work orders' page
 * is (work-orders.queries.ts): one value a row to decode instead of the ORM's mapping of 45 joined columns,
 * which was most of the Node CPU of a page at a group's 500,000 breakdowns. A limited person's site is checked
 * against a hash of its asset ids (assetInScopeHashed), not by a probe of each scanned row's asset.
 */
export async function selectBreakdownPage(
  db: DbOrTx,
  scope: SiteScope,
  query: BreakdownListFilters,
): Promise<Breakdown[]> {
  const where = listFilters(scope, query, (s) => assetInScopeHashed(s, asset_breakdowns.asset_id));
  const active = sql`${asset_breakdowns.status} in ('reported', 'assigned')`;
  const activeFirst = sql`case when ${active} then 0 else 1 end`;
  // Among running breakdowns the most severe comes first; closed ones are plain newest first.
  const severityFirst = sql`case when ${active} then ${urgencyRank(asset_breakdowns.severity, SEVERITIES)} else 0 end`;
  const order = sql.join(
    [activeFirst, severityFirst, desc(asset_breakdowns.breakdown_start_time), desc(asset_breakdowns.id)],
    sql`, `,
  );
  // The page is chosen first and built after; the subquery keeps the name "asset_breakdowns" (and its columns
  // their names), so the ORDER BY reads the same on both levels.
  const rows = await selectRows<{
    b: unknown;
    asset: unknown;
    assignee: unknown;
    reporter: unknown;
    follow_up_number: string | null;
  }>(
    db,
    sql`select row_to_json(asset_breakdowns) as b,
        ${assetSummaryJson(sql`asset_breakdowns.asset_id`)} as asset,
        ${personSummaryJson(sql`asset_breakdowns.assigned_to`)} as assignee,
        ${personSummaryJson(sql`asset_breakdowns.reported_by`)} as reporter,
        (select w.number from ${work_orders} w where w.id = asset_breakdowns.follow_up_work_order_id) as follow_up_number
      from (select ${PAGE_COLUMNS} from ${asset_breakdowns} ${where ? sql`where ${where}` : sql``}
            order by ${order} limit ${query.limit} offset ${query.offset}) as asset_breakdowns
      order by ${order}`,
  );
  return rows.map((row) => {
    const b = parsed(row.b) as Record<string, unknown>;
    for (const key of TIMESTAMP_KEYS) {
      const value = b[key];
      if (typeof value === 'string') b[key] = toIsoTimestamp(value);
    }
    return toBreakdown({
      breakdown: b as JoinedRow['breakdown'],
      asset: parsed(row.asset) as JoinedRow['asset'],
      assignee: parsed(row.assignee) as JoinedRow['assignee'],
      reporter: parsed(row.reporter) as JoinedRow['reporter'],
      follow_up_number: row.follow_up_number,
    });
  });
}

/** How many breakdowns match the list's filters in the caller's sites. */
export async function countBreakdownMatches(
  db: DbOrTx,
  scope: SiteScope,
  filters: Omit<BreakdownListFilters, 'limit' | 'offset'>,
): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(asset_breakdowns)
    .where(listFilters(scope, filters));
  return count?.n ?? 0;
}

/** The header's counts: active, active critical, and open quick reports that still need details. */
export async function countBreakdowns(db: DbOrTx, scope: SiteScope) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${asset_breakdowns.status} in ('reported', 'assigned'))::int`,
      critical: sql<number>`count(*) filter (where ${asset_breakdowns.status} in ('reported', 'assigned') and ${asset_breakdowns.severity} = 'critical')::int`,
      needs_completion: sql<number>`count(*) filter (where ${asset_breakdowns.needs_completion} and ${asset_breakdowns.status} not in ('cancelled', 'completed'))::int`,
    })
    .from(asset_breakdowns)
    .where(inScope(scope));
  return {
    active: row?.active ?? 0,
    critical: row?.critical ?? 0,
    needs_completion: row?.needs_completion ?? 0,
  };
}

/**
 * A person who may be given a breakdown on the asset `assetId`: their role and whether the account is active;
 * null for someone limited to other sites (they may not see it).
 */
export async function findPerson(db: DbOrTx, userId: string, assetId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      email: profiles.email,
      role: profiles.role,
      active: users.active,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, userId), personMaySeeWork(profiles.id, sql`${assetId}::uuid`)))
    .limit(1);
  return row ? { ...row, role: row.role } : null;
}

export type NewBreakdown = typeof asset_breakdowns.$inferInsert;
export type BreakdownChanges = Partial<Omit<NewBreakdown, 'id' | 'asset_id' | 'created_at'>>;

export async function insertBreakdown(tx: DbOrTx, values: NewBreakdown): Promise<BreakdownRow> {
  const [row] = await tx.insert(asset_breakdowns).values(values).returning();
  return row;
}

export async function updateBreakdown(
  tx: DbOrTx,
  id: string,
  changes: BreakdownChanges,
): Promise<BreakdownRow> {
  const [row] = await tx.update(asset_breakdowns).set(changes).where(eq(asset_breakdowns.id, id)).returning();
  return row;
}

export async function insertValidationFailures(
  tx: DbOrTx,
  rows: Array<{
    breakdown_id: string;
    validation_type: string;
    failure_reason: string;
    attempted_data: unknown;
    attempted_by: string | null;
    created_at: string;
  }>,
) {
  if (rows.length) await tx.insert(breakdown_validation_failures).values(rows);
}

export async function listValidationFailures(db: DbOrTx, breakdownId: string) {
  return db
    .select({
      validation_type: breakdown_validation_failures.validation_type,
      failure_reason: breakdown_validation_failures.failure_reason,
      created_at: breakdown_validation_failures.created_at,
      actor_name: profiles.full_name,
      actor_email: profiles.email,
    })
    .from(breakdown_validation_failures)
    .leftJoin(profiles, eq(profiles.id, breakdown_validation_failures.attempted_by))
    .where(eq(breakdown_validation_failures.breakdown_id, breakdownId))
    .orderBy(asc(breakdown_validation_failures.created_at), asc(breakdown_validation_failures.id));
}

export async function listAuditEntries(db: DbOrTx, breakdownId: string) {
  return db
    .select({
      action: audit_log.action,
      occurred_at: audit_log.occurred_at,
      before: audit_log.before,
      after: audit_log.after,
      actor_email: audit_log.actor_email,
      actor_name: profiles.full_name,
    })
    .from(audit_log)
    .leftJoin(profiles, eq(profiles.id, audit_log.actor_id))
    .where(and(eq(audit_log.entity_type, 'breakdown'), eq(audit_log.entity_id, breakdownId)))
    .orderBy(asc(audit_log.occurred_at), asc(audit_log.id));
}

/** The asset_breakdown notification rows (history, queue or broadcast) about one breakdown. */
const aboutBreakdown = (
  table: typeof notification_history | typeof notification_queue | typeof notification_broadcasts,
  breakdownId: string,
) =>
  and(
    eq(table.notification_type, 'asset_breakdown'),
    eq(sql`(${table.metadata}->>'breakdown_id')`, breakdownId),
  );

/** notification_history rows of type asset_breakdown about this breakdown (spec §7), newest first. */
export async function listBreakdownNotifications(db: DbOrTx, breakdownId: string) {
  const rows = await db
    .select({
      history: notification_history,
      recipient_name: profiles.full_name,
      recipient_email: profiles.email,
    })
    .from(notification_history)
    .leftJoin(profiles, eq(profiles.id, notification_history.user_id))
    .where(aboutBreakdown(notification_history, breakdownId))
    .orderBy(desc(notification_history.created_at), desc(notification_history.id))
    .limit(500);
  return rows;
}

/**
 * The spec's cleanup_breakdown_data: removes the breakdown and every row that depends on it, and
 * says what went. The caller's transaction makes it all or nothing; the audit log is never touched.
 */
export async function deleteBreakdownWithDependents(
  tx: DbOrTx,
  breakdownId: string,
  inAppActionUrl: string | null,
): Promise<CleanupRow[]> {
  const failures = await tx
    .delete(breakdown_validation_failures)
    .where(eq(breakdown_validation_failures.breakdown_id, breakdownId))
    .returning({ id: breakdown_validation_failures.id });
  const history = await tx
    .delete(notification_history)
    .where(aboutBreakdown(notification_history, breakdownId))
    .returning({ id: notification_history.id });
  // The announcement first: deleting it waits for a fan-out batch in flight and stops later ones, so
  // the queue delete below sees every row fanned out for this breakdown.
  await tx.delete(notification_broadcasts).where(aboutBreakdown(notification_broadcasts, breakdownId));
  const queued = await tx
    .delete(notification_queue)
    .where(aboutBreakdown(notification_queue, breakdownId))
    .returning({ id: notification_queue.id });
  const inApp = inAppActionUrl
    ? await tx
        .delete(notifications)
        .where(eq(notifications.action_url, inAppActionUrl))
        .returning({ id: notifications.id })
    : [];
  const breakdown = await tx
    .delete(asset_breakdowns)
    .where(eq(asset_breakdowns.id, breakdownId))
    .returning({ id: asset_breakdowns.id });
  return [
    {
      cleanup_type: 'validation_failures',
      records_deleted: failures.length,
      details: 'Refused BRC completion attempts',
    },
    {
      cleanup_type: 'notification_history',
      records_deleted: history.length,
      details: 'Delivery history of breakdown notifications',
    },
    {
      cleanup_type: 'notification_queue',
      records_deleted: queued.length,
      details: 'Queued breakdown notifications',
    },
    {
      cleanup_type: 'in_app_notifications',
      records_deleted: inApp.length,
      details: 'In-app notifications linking to the breakdown',
    },
    { cleanup_type: 'breakdown', records_deleted: breakdown.length, details: 'The breakdown record' },
  ];
}
