import {
  ASSET_FIELDS,
  type Asset,
  type AssetField,
  type AssetUpdateBody,
  assetFieldsNotEditableBy,
  ERRORS,
  validateAssetData,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertNotArchived, assetIdTakenError, assetRuleError, requireAsset } from './asset-guards';
import { assetValuesOf, findTakenAssetIds, updateAssetRow } from './assets.queries';

/**
 * Changes only the supplied fields (spec §7). Admins and managers may change any field, technicians
 * only the status and condition fields. The asset as it would be stored must pass every rule.
 */
export async function updateAsset(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  body: AssetUpdateBody,
): Promise<Asset> {
  const fields = Object.keys(body).filter((k): k is AssetField =>
    (ASSET_FIELDS as readonly string[]).includes(k),
  );
  if (assetFieldsNotEditableBy(auth.profile.role, fields).length > 0) {
    throw new AppError(ERRORS.assetFieldsForbidden);
  }
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const current = await requireAsset(tx, id, { forUpdate: true });
      assertNotArchived(current);
      const merged = { ...assetValuesOf(current), ...body };
      const takenAssetIds = await findTakenAssetIds(tx, merged.asset_id, id);
      const check = validateAssetData(merged, {
        now: ctx.now(),
        timeZone: ctx.config.PLANT_TIME_ZONE,
        takenAssetIds,
      });
      if (!check.ok) throw assetRuleError(check.errors);

      const changes: Record<string, unknown> = {};
      const before: Record<string, unknown> = {};
      for (const field of fields) {
        if ((current[field] ?? null) === (check.value[field] ?? null)) continue;
        changes[field] = check.value[field];
        before[field] = current[field];
      }
      if (Object.keys(changes).length === 0) return current;
      const asset = await updateAssetRow(tx, id, changes, ctx.now().toISOString());
      await appendAudit(tx, actor, {
        action: 'asset.updated',
        entity_type: 'asset',
        entity_id: id,
        before,
        after: changes,
      });
      return asset;
    });
  } catch (error) {
    throw assetIdTakenError(error, body.asset_id);
  }
}
