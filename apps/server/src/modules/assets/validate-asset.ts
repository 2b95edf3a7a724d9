import { type AssetValidateBody, type AssetValidateResponse, validateAssetData } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { findTakenAssetIds } from './assets.queries';

/**
 * The validation service of spec §5/§7: every rule, including a taken asset ID (on edit, the asset's
 * own ID does not count). Answers `{valid, errors}`; never throws for invalid data.
 */
export async function validateAsset(
  ctx: AppContext,
  body: AssetValidateBody,
): Promise<AssetValidateResponse> {
  const assetId = body.asset_data.asset_id;
  const exceptId = body.is_edit ? (body.existing_asset_id ?? null) : null;
  const takenAssetIds =
    typeof assetId === 'string' && assetId.trim()
      ? await findTakenAssetIds(ctx.db, assetId, exceptId)
      : new Set<string>();
  const result = validateAssetData(body.asset_data, {
    now: ctx.now(),
    timeZone: ctx.config.PLANT_TIME_ZONE,
    takenAssetIds,
  });
  return { valid: result.ok, errors: result.errors };
}
