import type { Asset } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { deleteFileRow } from '../files';
import { lockAssetImage } from './asset-guards';
import { updateAssetRow } from './assets.queries';

/** Deletes one of the asset's images; when it was featured, the next remaining image takes its place. */
export async function deleteAssetImage(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  fileId: string,
): Promise<Asset> {
  return auditedTransaction(ctx.db, async (tx) => {
    const { asset, file, url } = await lockAssetImage(tx, id, fileId, scope);
    await deleteFileRow(tx, fileId);
    const images = asset.images.filter((u) => u !== url);
    const featured = asset.featured_image_url === url ? (images[0] ?? null) : asset.featured_image_url;
    const updated = await updateAssetRow(
      tx,
      id,
      { images, featured_image_url: featured },
      ctx.now().toISOString(),
    );
    await appendAudit(tx, actor, {
      action: 'asset.image_deleted',
      entity_type: 'asset',
      entity_id: id,
      before: { file_id: fileId, filename: file.filename, featured_image_url: asset.featured_image_url },
      after: { featured_image_url: featured },
    });
    return updated;
  });
}
