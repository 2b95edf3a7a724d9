import {
  type AssetPlacement,
  DEFAULT_SITE_NAME,
  ERRORS,
  locationNamesFromTexts,
  parentMap,
  wouldMakeCycle,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { locationWithinScope } from '../../db/site-scope';
import { type Actor, appendAudit } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import { AppError, assetNotFound, fieldError } from '../../platform/errors';
import { placeAtLocation, placeAtNames } from '../locations';
import { findAsset, selectAssetAncestry } from './assets.queries';

/** Where an asset goes: its location id and the `site` and `location` texts that follow it. */
export interface AssetPlaceFields {
  location_id: string | null;
  site: string | null;
  location: string | null;
}

/**
 * Where an asset is (docs/decisions/locations.md): at the `location_id` given, its texts following the tree;
 * without one, at the path of `names` (an import's location path) or else the place its `site` and
 * `location` texts name, creating the locations that are missing
 * (audited); nowhere when both are empty.
 *
 * A caller limited to sites (docs/decisions/site-access.md) places assets only there: a location at another
 * site answers as unknown (404), and an asset with no location, or at a place its texts would make outside
 * their sites, is refused (422 asset_needs_site; what was created is rolled back with the transaction).
 */
export async function resolveAssetPlace(
  tx: DbOrTx,
  actor: Actor,
  scope: SiteScope,
  input: { location_id?: string | null; names?: string[]; site: string | null; location: string | null },
  now: string,
): Promise<AssetPlaceFields & { locations_created: number }> {
  if (input.location_id) {
    if (!(await locationWithinScope(tx, scope, input.location_id))) {
      throw fieldError(ERRORS.locationNotFound, 'location_id', { params: { id: input.location_id } });
    }
    const { location_id, site, location } = await placeAtLocation(tx, input.location_id);
    return { location_id, site, location, locations_created: 0 };
  }
  const place = await placeByNames(tx, actor, input, now);
  if (scope !== null && (!place.location_id || !(await locationWithinScope(tx, scope, place.location_id)))) {
    throw new AppError(ERRORS.assetNeedsSite);
  }
  return place;
}

async function placeByNames(
  tx: DbOrTx,
  actor: Actor,
  input: { location_id?: string | null; names?: string[]; site: string | null; location: string | null },
  now: string,
): Promise<AssetPlaceFields & { locations_created: number }> {
  const names =
    input.location_id === null
      ? []
      : input.names?.length
        ? input.names
        : locationNamesFromTexts(input.site, input.location, DEFAULT_SITE_NAME);
  if (names.length === 0) return { location_id: null, site: null, location: null, locations_created: 0 };
  const { place, created } = await placeAtNames(tx, names, now);
  for (const row of created) {
    await appendAudit(tx, actor, {
      action: 'location.created',
      entity_type: 'location',
      entity_id: row.id,
      after: { parent_id: row.parent_id, kind: row.kind, code: row.code, name: row.name },
    });
  }
  return {
    location_id: place.location_id,
    site: place.site,
    location: place.location,
    locations_created: created.length,
  };
}

/** Refuses an unknown parent asset (404; another site's too) and one that is this asset or part of it (422). */
export async function assertParentAsset(
  tx: DbOrTx,
  scope: SiteScope,
  assetId: string | null,
  parentId: AssetPlacement['parent_asset_id'],
): Promise<void> {
  if (!parentId) return;
  if (!(await findAsset(tx, parentId, scope))) throw assetNotFound(parentId, 'parent_asset_id');
  if (!assetId) return;
  const ancestry = parentMap(await selectAssetAncestry(tx, parentId));
  if (wouldMakeCycle(ancestry, assetId, parentId))
    throw fieldError(ERRORS.assetParentCycle, 'parent_asset_id');
}
