import { type Asset, type AssetCreateBody, validateAssetData } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { assetIdTakenError, assetRuleError } from './asset-guards';
import { findTakenAssetIds, insertAssetRow } from './assets.queries';

/** Adds an asset after every rule of the validation service (the server never trusts the client). */
export async function createAsset(ctx: AppContext, actor: Actor, body: AssetCreateBody): Promise<Asset> {
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const takenAssetIds = await findTakenAssetIds(tx, body.asset_id);
      const check = validateAssetData(body, {
        now: ctx.now(),
        timeZone: ctx.config.PLANT_TIME_ZONE,
        takenAssetIds,
      });
      if (!check.ok) throw assetRuleError(check.errors);
      const asset = await insertAssetRow(tx, check.value, ctx.now().toISOString());
      await appendAudit(tx, actor, {
        action: 'asset.created',
        entity_type: 'asset',
        entity_id: asset.id,
        after: check.value,
      });
      return asset;
    });
  } catch (error) {
    throw assetIdTakenError(error, body.asset_id);
  }
}
