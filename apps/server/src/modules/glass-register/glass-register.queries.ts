import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plantDayEnd, plantDayStart } from '../../db/plant-days';
import { glass_checks, glass_incidents, glass_items, locations } from '../../db/schema';
import { locationInScope, type SiteScope } from '../../db/site-scope';

export type GlassItemRow = typeof glass_items.$inferSelect;
export type GlassIncidentRow = typeof glass_incidents.$inferSelect;

/** Items and incidents at this location of the tree or below it. */
function atOrBelow(
  locationId: string,
  column: typeof glass_items.location_id | typeof glass_incidents.location_id,
) {
  return sql`${column} in (select gl.id from locations gl where gl.id = ${locationId} or ${locationId} = any(gl.ancestor_ids))`;
}

/** Every live item under the caller's sites and the location, with its location's path and open incidents. */
export async function selectGlassItems(db: DbOrTx, scope: SiteScope, locationId: string | null) {
  const conditions: SQL[] = [
    isNull(glass_items.archived_at),
    locationInScope(scope, glass_items.location_id),
  ];
  if (locationId) conditions.push(atOrBelow(locationId, glass_items.location_id));
  return db
    .select({
      item: glass_items,
      path: locations.path,
      open_incidents: sql<number>`(select count(*)::int from glass_incidents gi where gi.item_id = ${glass_items.id} and gi.closed_at is null)`,
    })
    .from(glass_items)
    .innerJoin(locations, eq(locations.id, glass_items.location_id))
    .where(and(...conditions))
    .orderBy(asc(glass_items.description), asc(glass_items.id));
}

/**
 * One row of the register's items or incidents the caller may see by its location (null: none, or another
 * site's), held until the transaction ends when asked.
 */
async function findVisible<T extends typeof glass_items | typeof glass_incidents>(
  db: DbOrTx,
  table: T,
  scope: SiteScope,
  id: string,
  options: { forUpdate?: boolean },
): Promise<T['$inferSelect'] | null> {
  // Drizzle cannot select from a union of tables; both have the id and location_id this reads.
  const query = db
    .select()
    .from(table as typeof glass_items)
    .where(and(eq(table.id, id), locationInScope(scope, table.location_id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** One live or archived item the caller may see (null: none, or another site's). */
export function findGlassItem(
  db: DbOrTx,
  scope: SiteScope,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  return findVisible(db, glass_items, scope, id, options);
}

/** The items of a round the caller may see, locked until the round is written. */
export async function lockGlassItems(tx: DbOrTx, scope: SiteScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(glass_items)
    .where(and(inArray(glass_items.id, [...ids]), locationInScope(scope, glass_items.location_id)))
    .orderBy(asc(glass_items.id))
    .for('update');
}

export async function insertGlassItem(tx: DbOrTx, values: typeof glass_items.$inferInsert) {
  const [row] = await tx.insert(glass_items).values(values).returning();
  return row;
}

export async function updateGlassItem(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof glass_items.$inferInsert>,
) {
  const [row] = await tx.update(glass_items).set(values).where(eq(glass_items.id, id)).returning();
  return row;
}

export async function insertGlassChecks(tx: DbOrTx, values: Array<typeof glass_checks.$inferInsert>) {
  if (values.length === 0) return [];
  return tx.insert(glass_checks).values(values).returning();
}

export async function insertGlassIncident(tx: DbOrTx, values: typeof glass_incidents.$inferInsert) {
  const [row] = await tx.insert(glass_incidents).values(values).returning();
  return row;
}

export async function closeGlassIncidentRow(
  tx: DbOrTx,
  id: string,
  values: Pick<
    GlassIncidentRow,
    | 'closed_at'
    | 'closed_by'
    | 'closed_by_name'
    | 'closed_by_role'
    | 'close_notes'
    | 'close_hash'
    | 'clean_down_done'
  >,
) {
  const [row] = await tx.update(glass_incidents).set(values).where(eq(glass_incidents.id, id)).returning();
  return row;
}

export interface GlassIncidentWhere {
  scope: SiteScope;
  locationId?: string | null;
  state?: 'open' | 'closed';
  /** The audit pack's period (plant days): raised in it, or raised before it and still open. */
  period?: Period;
}

export interface Period {
  from?: string;
  to?: string;
  timeZone: string;
}

function incidentConditions(where: GlassIncidentWhere): SQL[] {
  const conditions: SQL[] = [locationInScope(where.scope, glass_incidents.location_id)];
  if (where.locationId) conditions.push(atOrBelow(where.locationId, glass_incidents.location_id));
  if (where.state === 'open') conditions.push(isNull(glass_incidents.closed_at));
  if (where.state === 'closed') conditions.push(isNotNull(glass_incidents.closed_at));
  const period = where.period;
  if (period?.from)
    conditions.push(
      sql`(${glass_incidents.raised_at} >= ${plantDayStart(period.from, period.timeZone)} or ${glass_incidents.closed_at} is null)`,
    );
  if (period?.to) conditions.push(lt(glass_incidents.raised_at, plantDayEnd(period.to, period.timeZone)));
  return conditions;
}

/** A page of incidents, the open ones first and the newest first. */
export async function selectGlassIncidents(
  db: DbOrTx,
  where: GlassIncidentWhere,
  page: { limit: number; offset: number },
) {
  return db
    .select({ incident: glass_incidents, path: locations.path, item_description: glass_items.description })
    .from(glass_incidents)
    .innerJoin(locations, eq(locations.id, glass_incidents.location_id))
    .leftJoin(glass_items, eq(glass_items.id, glass_incidents.item_id))
    .where(and(...incidentConditions(where)))
    .orderBy(
      sql`${glass_incidents.closed_at} is not null`,
      desc(glass_incidents.raised_at),
      asc(glass_incidents.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGlassIncidents(db: DbOrTx, where: Omit<GlassIncidentWhere, 'state'>) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${glass_incidents.closed_at} is null)::int`,
      closed: sql<number>`count(*) filter (where ${glass_incidents.closed_at} is not null)::int`,
    })
    .from(glass_incidents)
    .where(and(...incidentConditions(where)));
  return { open: Number(row?.open ?? 0), closed: Number(row?.closed ?? 0) };
}

/** One incident the caller may see, its row held until the transaction ends when asked. */
export function findGlassIncident(
  db: DbOrTx,
  scope: SiteScope,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  return findVisible(db, glass_incidents, scope, id, options);
}

/** The path of one location, for a message or a snapshot. */
export async function locationPath(db: DbOrTx, id: string) {
  const [row] = await db.select({ path: locations.path }).from(locations).where(eq(locations.id, id));
  return row?.path ?? null;
}

/**
 * The check lines of a period under the caller's sites and location (the audit pack), the newest first, at
 * most `limit`, with how many there are in all and how many found an item damaged or missing.
 */
export async function selectGlassChecksOfPeriod(
  db: DbOrTx,
  where: { scope: SiteScope; locationId?: string | null; period: Period },
  limit: number,
) {
  const conditions: SQL[] = [locationInScope(where.scope, glass_items.location_id)];
  if (where.locationId) conditions.push(atOrBelow(where.locationId, glass_items.location_id));
  const { from, to, timeZone } = where.period;
  if (from) conditions.push(gte(glass_checks.checked_at, plantDayStart(from, timeZone)));
  if (to) conditions.push(lt(glass_checks.checked_at, plantDayEnd(to, timeZone)));
  const filter = and(...conditions);
  const rows = await db
    .select({
      round_id: glass_checks.round_id,
      checked_at: glass_checks.checked_at,
      checked_by_name: glass_checks.checked_by_name,
      result: glass_checks.result,
      note: glass_checks.note,
      item_description: glass_items.description,
      path: locations.path,
    })
    .from(glass_checks)
    .innerJoin(glass_items, eq(glass_items.id, glass_checks.item_id))
    .innerJoin(locations, eq(locations.id, glass_items.location_id))
    .where(filter)
    .orderBy(desc(glass_checks.checked_at), asc(glass_items.description))
    .limit(limit);
  const [totals] = await db
    .select({
      total: count(),
      issues: sql<number>`count(*) filter (where ${glass_checks.result} <> 'intact')::int`,
      rounds: sql<number>`count(distinct ${glass_checks.round_id})::int`,
    })
    .from(glass_checks)
    .innerJoin(glass_items, eq(glass_items.id, glass_checks.item_id))
    .where(filter);
  return {
    rows,
    total: Number(totals?.total ?? 0),
    issues: Number(totals?.issues ?? 0),
    rounds: Number(totals?.rounds ?? 0),
  };
}

/** How many incidents of the item are still open. */
export async function countOpenIncidentsOf(db: DbOrTx, itemId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(glass_incidents)
    .where(and(eq(glass_incidents.item_id, itemId), isNull(glass_incidents.closed_at)));
  return Number(row?.n ?? 0);
}
