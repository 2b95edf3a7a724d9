import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The SQL conditions of "at this node of the location tree" (docs/decisions/locations.md), used by every
 * filter by location: the asset register, analytics, the dashboard, the budget's spend, records and the
 * audit pack. A location is at a node when it is the node or lies below it — `ancestor_ids` runs from the site
 * down to the location itself and is GIN-indexed, so one `@>` answers both — and an asset is at a node when
 * its location is. An asset without a location is at no node. The subqueries use their own aliases so that an
 * outer `assets` or `locations` keeps its name.
 */

/** The ids of the node and every location below it. */
function locationsAtOrBelow(nodeId: string): SQL {
  return sql`select location_filter_l.id from locations location_filter_l where location_filter_l.ancestor_ids @> array[${nodeId}]::uuid[]`;
}

/** The location in `locationIdColumn` is the node or lies below it (a null location is not). */
export function locationAtOrBelow(nodeId: string, locationIdColumn: SQLWrapper): SQL {
  return sql`${locationIdColumn} in (${locationsAtOrBelow(nodeId)})`;
}

/** The asset in `assetIdColumn` is at the node or below it (a null asset, or one without a location, is not). */
export function assetAtOrBelow(nodeId: string, assetIdColumn: SQLWrapper): SQL {
  return sql`${assetIdColumn} in (select location_filter_a.id from assets location_filter_a where ${locationAtOrBelow(nodeId, sql`location_filter_a.location_id`)})`;
}
