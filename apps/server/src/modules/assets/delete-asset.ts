import { ASSET_MESSAGES, type AssetDeleteResponse, assetArchivedMessage, ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { deleteFilesOf } from '../files';
import { requireAsset } from './asset-guards';
import { assetHasRecords, assetValuesOf, deleteAssetRow, updateAssetRow } from './assets.queries';

/**
 * Deletes an asset, or archives it when work orders, breakdowns or maintenance tasks refer to it: those
 * records must not lose their asset (docs/decisions/records-and-signatures.md). The answer says which
 * happened.
 */
export async function deleteAsset(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
): Promise<AssetDeleteResponse> {
  return auditedTransaction(ctx.db, async (tx) => {
    const asset = await requireAsset(tx, id, scope, { forUpdate: true });
    if (asset.archived_at) {
      throw new AppError(ERRORS.assetAlreadyArchived, { params: { asset_id: asset.asset_id } });
    }
    if (await assetHasRecords(tx, id)) {
      const now = ctx.now().toISOString();
      await updateAssetRow(tx, id, { archived_at: now }, now);
      await appendAudit(tx, actor, {
        action: 'asset.archived',
        entity_type: 'asset',
        entity_id: id,
        before: { archived_at: null },
        after: { archived_at: now },
      });
      return {
        id,
        asset_id: asset.asset_id,
        result: 'archived',
        message: assetArchivedMessage(asset.asset_id),
      };
    }
    const images = await deleteFilesOf(tx, 'asset', id);
    await deleteAssetRow(tx, id);
    await appendAudit(tx, actor, {
      action: 'asset.deleted',
      entity_type: 'asset',
      entity_id: id,
      before: { ...assetValuesOf(asset), images_deleted: images },
    });
    return { id, asset_id: asset.asset_id, result: 'deleted', message: ASSET_MESSAGES.deleted };
  });
}
