import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SiteScope } from '../platform/auth/site-scope';
import type { DbOrTx } from './client';
import { assets, locations } from './schema';

export type { SiteScope } from '../platform/auth/site-scope';

/**
 * The SQL conditions of site access (docs/decisions/site-access.md), for `*.queries.ts` files. Each takes
 * the caller's scope (platform/auth/site-scope.ts: siteScopeOf) and a column of the outer query, and
 * answers `true` for a null scope, so an unlimited caller's query and plan do not change.
 *
 * A location belongs to a site when it is the site or lies below it (`ancestor_ids` runs from the site down
 * to the location itself, GIN-indexed); an asset belongs to its location's site, kept on the asset as
 * `site_id` by triggers (migration 0046; null without a location: no site), so the assets of a scope are read
 * from `assets_site_id_idx` alone. A scope holds sites only (PUT /api/users/:id/sites refuses anything else),
 * which is what lets an asset's one `site_id` stand for its whole path. The subqueries use their own aliases
 * so that an outer `assets` or `locations` keeps its name.
 */

const TRUE = sql`true`;

/** The scope as a uuid[] literal of bound parameters (a plain array would be bound as a list). */
function idArray(scope: readonly string[]): SQL {
  if (scope.length === 0) return sql`array[]::uuid[]`;
  return sql`array[${sql.join(
    scope.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

/** The ids of the locations within the scope (its sites and everything below them). */
function locationsInScope(scope: readonly string[]): SQL {
  const ids = idArray(scope);
  return sql`select site_scope_l.id from locations site_scope_l where site_scope_l.id = any(${ids}) or site_scope_l.ancestor_ids && ${ids}`;
}

/** The location in `locationIdColumn` is within the scope (a null location is not). */
export function locationInScope(scope: SiteScope, locationIdColumn: SQLWrapper): SQL {
  if (scope === null) return TRUE;
  return sql`${locationIdColumn} in (${locationsInScope(scope)})`;
}

/**
 * The asset whose `site_id` column this is (of an outer `assets` row) is at one of the scope's sites (an asset
 * without a location, with no site, is not).
 */
export function assetSiteInScope(scope: SiteScope, siteIdColumn: SQLWrapper): SQL {
  if (scope === null) return TRUE;
  return sql`${siteIdColumn} = any(${idArray(scope)})`;
}

/**
 * The asset in `assetIdColumn` is at one of the scope's sites (a null asset, or one without a location, is
 * not). The site's asset ids come from `assets_site_id_idx` alone and are hashed once, so a page of work read
 * in index order checks each row against the hash instead of reading every asset.
 */
export function assetInScope(scope: SiteScope, assetIdColumn: SQLWrapper): SQL {
  if (scope === null) return TRUE;
  return sql`${assetIdColumn} in (select site_scope_a.id from assets site_scope_a where ${assetSiteInScope(scope, sql`site_scope_a.site_id`)})`;
}

/**
 * `assetInScope` for a page read in an index's order (the breakdowns list): the site's asset ids are hashed
 * once and every scanned row is checked against the hash. Written as a plain `in (…)`, the planner makes it a
 * semi-join and, under a LIMIT, probes each scanned row's asset by primary key (477 probes, 1,431 buffers, for
 * a page of 50 at a site with a tenth of a group's breakdowns). `is true` gives the same answer (a null is not
 * in the set either way) but is not a join the planner can pull up, so it stays a hashed filter, as the `or`
 * of `workInScope` does.
 */
export function assetInScopeHashed(scope: SiteScope, assetIdColumn: SQLWrapper): SQL {
  if (scope === null) return TRUE;
  return sql`(${assetInScope(scope, assetIdColumn)}) is true`;
}

/**
 * Work that may have no asset (work orders, PM tasks, records): without an asset it belongs to no site and
 * is shared by everyone who may read it (the decision's "work without an asset"); with one, it follows it.
 */
export function workInScope(scope: SiteScope, assetIdColumn: SQLWrapper): SQL {
  if (scope === null) return TRUE;
  return sql`(${assetIdColumn} is null or ${assetInScope(scope, assetIdColumn)})`;
}

/**
 * A text `site` column (budget plans, expenses and alerts key by the site's name) names a site within the
 * scope, compared without regard to case like the location tree's sibling names. A null site (the whole
 * company's line) is not within a limited scope; combine with `is null` where the decision says it is shared.
 */
export function siteInScope(scope: SiteScope, siteTextColumn: SQLWrapper): SQL {
  if (scope === null) return TRUE;
  return sql`lower(${siteTextColumn}) in (select lower(site_scope_s.name) from locations site_scope_s where site_scope_s.parent_id is null and site_scope_s.id = any(${idArray(scope)}))`;
}

/** Whether the location `id` exists and is within the scope (for a write that names a location). */
export async function locationWithinScope(db: DbOrTx, scope: SiteScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), locationInScope(scope, locations.id)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the asset `id` exists and is within the scope (for a write that names an asset: work on it). */
export async function assetWithinScope(db: DbOrTx, scope: SiteScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.id, id), assetSiteInScope(scope, assets.site_id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The ids of every location within the scope, and the lower-cased names of its sites, or null for every site:
 * for a bulk write (an import) that checks many rows at once. The tree is small (hundreds of rows).
 */
export async function scopeLocations(
  db: DbOrTx,
  scope: SiteScope,
): Promise<{ ids: Set<string>; siteNames: Set<string> } | null> {
  if (scope === null) return null;
  const rows = await db
    .select({ id: locations.id, name: locations.name, parent_id: locations.parent_id })
    .from(locations)
    .where(locationInScope(scope, locations.id));
  return {
    ids: new Set(rows.map((row) => row.id)),
    siteNames: new Set(rows.filter((row) => row.parent_id === null).map((row) => row.name.toLowerCase())),
  };
}

/**
 * The person in `userIdColumn` may see work on the asset in `assetIdColumn` (the rule of `workInScope`, for
 * someone other than the caller): they have every site (no `user_sites` rows), the work has no asset, or
 * the asset is at one of their sites. For whom to notify and whom work may be given to: nobody is told of,
 * or given, another site's breakdown or work (docs/decisions/site-access.md, "Notifications").
 */
export function personMaySeeWork(userIdColumn: SQLWrapper, assetIdColumn: SQLWrapper): SQL {
  return sql`(not exists (select 1 from user_sites site_scope_u where site_scope_u.user_id = ${userIdColumn})
    or ${assetIdColumn} is null
    or exists (select 1 from assets site_scope_pa
      join user_sites site_scope_pu on site_scope_pu.user_id = ${userIdColumn}
        and site_scope_pu.location_id = site_scope_pa.site_id
      where site_scope_pa.id = ${assetIdColumn}))`;
}

/**
 * The person in `userIdColumn` may see the location in `locationIdColumn` (a glass incident's): they have every
 * site, there is no location, or the location is at or below one of their sites. For whom to notify.
 */
export function personMaySeeLocation(userIdColumn: SQLWrapper, locationIdColumn: SQLWrapper): SQL {
  return sql`(not exists (select 1 from user_sites site_scope_u where site_scope_u.user_id = ${userIdColumn})
    or ${locationIdColumn} is null
    or exists (select 1 from locations site_scope_ll
      join user_sites site_scope_lu on site_scope_lu.user_id = ${userIdColumn}
        and (site_scope_lu.location_id = site_scope_ll.id or site_scope_lu.location_id = any(site_scope_ll.ancestor_ids))
      where site_scope_ll.id = ${locationIdColumn}))`;
}
