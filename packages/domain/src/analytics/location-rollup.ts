import type { AssetMetrics, FleetSummary } from './analytics.schema';
import { type AssetActivity, summarizeFleet } from './asset-metrics';

/** One asset of a roll-up: its window's activity and metrics, and the locations it lies in (site down to its own). */
export interface RollupEntry {
  activity: AssetActivity;
  metrics: AssetMetrics;
  /** The asset's location's `ancestor_ids` (empty for an asset without a location). */
  ancestor_ids: readonly string[];
}

/**
 * The fleet figures rolled up to locations: for each location, summarizeFleet of the assets at it or below
 * it — the same function, window and rules as the fleet summary, so a site's row equals the fleet summary
 * filtered by that site, and a parent's row is made of the same assets as its children's rows together. An
 * asset without a location belongs to no row.
 */
export function rollUpToLocations(
  locationIds: readonly string[],
  entries: readonly RollupEntry[],
  windowDays: number,
): Map<string, FleetSummary> {
  const byLocation = new Map<string, RollupEntry[]>(locationIds.map((id) => [id, []]));
  for (const entry of entries) {
    for (const id of entry.ancestor_ids) byLocation.get(id)?.push(entry);
  }
  return new Map([...byLocation].map(([id, group]) => [id, summarizeFleet(group, windowDays)]));
}
