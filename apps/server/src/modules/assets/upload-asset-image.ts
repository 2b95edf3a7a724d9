import { type AssetImage, checkImageUpload, ERRORS, imageFilename } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { fileUrl, insertFile } from '../files';
import { assertNotArchived, requireAsset } from './asset-guards';
import { toAssetImage } from './assets.presenters';
import { updateAssetRow } from './assets.queries';

/**
 * Stores an image of the asset in the files table: JPEG, PNG or WebP by its bytes (not by the type it
 * claims), at most 10 MB and 40 megapixels, without whatever followed the image, under a name with its
 * real type's extension. The first image becomes the featured one.
 */
export async function uploadAssetImage(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  upload: { bytes: Buffer; declaredType: string | undefined; filename: string | undefined },
): Promise<AssetImage> {
  const check = checkImageUpload(upload.bytes, upload.declaredType);
  if (!check.ok) throw fieldError(ERRORS.validationFailed, 'file', { message: check.message });
  return auditedTransaction(ctx.db, async (tx) => {
    const asset = await requireAsset(tx, id, scope, { forUpdate: true });
    assertNotArchived(asset);
    const file = await insertFile(tx, {
      owner_type: 'asset',
      owner_id: id,
      filename: imageFilename(upload.filename, check.contentType, asset.asset_id),
      content_type: check.contentType,
      data: Buffer.from(check.bytes.buffer, check.bytes.byteOffset, check.bytes.byteLength),
      created_by: actor.id,
    });
    const url = fileUrl(file.id);
    const updated = await updateAssetRow(
      tx,
      id,
      { images: [...asset.images, url], featured_image_url: asset.featured_image_url ?? url },
      ctx.now().toISOString(),
    );
    await appendAudit(tx, actor, {
      action: 'asset.image_added',
      entity_type: 'asset',
      entity_id: id,
      after: {
        file_id: file.id,
        filename: file.filename,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
      },
    });
    return toAssetImage(file, updated);
  });
}
