import {
  type Asset,
  type AssetCreateBody,
  ERRORS,
  statusChangeAllowed,
  validateAssetData,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assetIdTakenError, assetRuleError } from './asset-guards';
import { assertParentAsset, resolveAssetPlace } from './asset-placement';
import { findTakenAssetIds, insertAssetRow } from './assets.queries';

/**
 * Adds an asset after every rule of the validation service (the server never trusts the client), at its
 * location in the tree (docs/decisions/locations.md).
 */
export async function createAsset(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: AssetCreateBody,
): Promise<Asset> {
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const takenAssetIds = await findTakenAssetIds(tx, body.asset_id);
      const check = validateAssetData(body, {
        now: ctx.now(),
        timeZone: ctx.config.PLANT_TIME_ZONE,
        takenAssetIds,
      });
      if (!check.ok) throw assetRuleError(check.errors);
      if (!statusChangeAllowed(null, check.value.status)) throw new AppError(ERRORS.assetStatusByRelease);
      const now = ctx.now().toISOString();
      const { locations_created: _created, ...place } = await resolveAssetPlace(
        tx,
        actor,
        scope,
        { location_id: body.location_id, site: check.value.site, location: check.value.location },
        now,
      );
      await assertParentAsset(tx, scope, null, body.parent_asset_id);
      const values = { ...check.value, site: place.site, location: place.location };
      const placement = { location_id: place.location_id, parent_asset_id: body.parent_asset_id ?? null };
      const asset = await insertAssetRow(tx, values, now, placement);
      await appendAudit(tx, actor, {
        action: 'asset.created',
        entity_type: 'asset',
        entity_id: asset.id,
        after: { ...values, ...placement },
      });
      return asset;
    });
  } catch (error) {
    throw assetIdTakenError(error, body.asset_id);
  }
}
