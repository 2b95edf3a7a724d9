import type { LocationKind, LocationPathItem } from '@plantwise/domain';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { assets, locations, toIsoTimestamp, user_sites } from '../../db/schema';

export type LocationRow = typeof locations.$inferSelect;

/**
 * Every location: the tree is small (hundreds of nodes), and moves and paths are worked out on all of it.
 * Read as one JSON value: decoding hundreds of uuid arrays and jsonb paths column by column took several
 * times longer on PGlite.
 */
export async function selectLocationRows(db: DbOrTx): Promise<LocationRow[]> {
  const [row] = await selectRows<{ rows: LocationRow[] | string | null }>(
    db,
    sql`select json_agg(l) as rows from ${locations} l`,
  );
  const rows = typeof row?.rows === 'string' ? (JSON.parse(row.rows) as LocationRow[]) : (row?.rows ?? []);
  return rows.map((r) => ({
    ...r,
    created_at: toIsoTimestamp(r.created_at),
    updated_at: toIsoTimestamp(r.updated_at),
  }));
}

export async function findLocationRow(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<LocationRow | null> {
  const query = db.select().from(locations).where(eq(locations.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Assets (not archived) at each location and everywhere below it, by location id. */
export async function countAssetsBelowEachLocation(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: string; n: number | string }>(
    db,
    // Counted per location first (one pass over the assets), then added up the few hundred paths.
    sql`select above.id, sum(here.n)::int as n
          from (select location_id, count(*) as n from ${assets}
                 where archived_at is null and location_id is not null group by location_id) here
          join ${locations} l on l.id = here.location_id
          cross join lateral unnest(l.ancestor_ids) as above(id)
         group by above.id`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

const siblingsOf = (parentId: string | null): SQL =>
  parentId ? eq(locations.parent_id, parentId) : isNull(locations.parent_id);

/** Which of the name and code another sibling uses already, compared as the unique indexes do. */
export async function findSiblingClash(
  db: DbOrTx,
  parentId: string | null,
  wanted: { name?: string; code?: string },
  exceptId?: string,
): Promise<{ name: boolean; code: boolean }> {
  const rows = await db
    .select({ name: locations.name, code: locations.code })
    .from(locations)
    .where(and(siblingsOf(parentId), exceptId ? ne(locations.id, exceptId) : undefined));
  const lower = (v: string | undefined) => v?.toLowerCase();
  return {
    name: wanted.name !== undefined && rows.some((r) => r.name.toLowerCase() === lower(wanted.name)),
    code: wanted.code !== undefined && rows.some((r) => r.code.toLowerCase() === lower(wanted.code)),
  };
}

/** The position after the last sibling's. */
export async function nextSiblingPosition(db: DbOrTx, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${locations.position}) + 1, 0)::int` })
    .from(locations)
    .where(siblingsOf(parentId));
  return Number(row?.next ?? 0);
}

export interface NewLocation {
  id: string;
  parent_id: string | null;
  kind: LocationKind;
  code: string;
  name: string;
  position: number;
  path: LocationPathItem[];
}

export async function insertLocationRow(db: DbOrTx, values: NewLocation, now: string): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ ...values, ancestor_ids: values.path.map((step) => step.id), created_at: now, updated_at: now })
    .returning();
  return row;
}

export async function updateLocationRow(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<LocationRow, 'parent_id' | 'kind' | 'code' | 'name' | 'position'>>,
  now: string,
): Promise<void> {
  await db
    .update(locations)
    .set({ ...patch, updated_at: now })
    .where(eq(locations.id, id));
}

/** Rewrites the stored paths of many locations in one statement (a renamed or moved subtree). */
export async function writeLocationPaths(
  db: DbOrTx,
  rows: readonly { id: string; path: LocationPathItem[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({ id: row.id, path: row.path, ancestor_ids: row.path.map((s) => s.id) }));
  await db.execute(
    sql`update ${locations} as l set path = v.path, ancestor_ids = v.ancestor_ids
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, path jsonb, ancestor_ids uuid[])
         where l.id = v.id`,
  );
}

/**
 * Sets the `site` and `location` texts of every asset at the given locations (docs/decisions/locations.md):
 * one statement, the texts worked out by the domain's rule; returns how many assets it touched.
 */
export async function writeAssetLocationTexts(
  db: DbOrTx,
  rows: readonly { location_id: string; site: string | null; location: string | null }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const changed = await selectRows<{ id: string }>(
    db,
    sql`update ${assets} as a set site = v.site, location = v.location
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(location_id uuid, site text, location text)
         where a.location_id = v.location_id
           and (a.site is distinct from v.site or a.location is distinct from v.location)
        returning a.id`,
  );
  return changed.length;
}

/** What keeps a location from being deleted: its assets (archived ones too) and the locations inside it. */
export async function countLocationContents(
  db: DbOrTx,
  id: string,
): Promise<{ assets: number; locations: number }> {
  const [row] = await selectRows<{ assets: number | string; locations: number | string }>(
    db,
    sql`select (select count(*) from ${assets} where location_id = ${id})::int as assets,
               (select count(*) from ${locations} where parent_id = ${id})::int as locations`,
  );
  return { assets: Number(row?.assets ?? 0), locations: Number(row?.locations ?? 0) };
}

/** How many people are limited to this site (site access). */
export async function countPeopleLimitedTo(db: DbOrTx, id: string): Promise<number> {
  const rows = await db
    .select({ user_id: user_sites.user_id })
    .from(user_sites)
    .where(eq(user_sites.location_id, id));
  return rows.length;
}

export async function deleteLocationRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(locations).where(eq(locations.id, id));
}
