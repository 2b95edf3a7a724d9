import type { Location } from '@plantwise/domain';
import { toIsoTimestamp } from '../../db/schema';
import type { LocationRow } from './locations.queries';

/** A stored location as the API shows it, with its asset count (itself and everything below). */
export function toLocation(row: LocationRow, assetCount: number): Location {
  return {
    id: row.id,
    parent_id: row.parent_id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    position: row.position,
    path: row.path,
    asset_count: assetCount,
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}
