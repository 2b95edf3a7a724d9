import type { Asset } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { lockAssetImage } from './asset-guards';
import { updateAssetRow } from './assets.queries';

/** Makes one of the asset's images the featured one (featured_image_url). */
export async function setFeaturedAssetImage(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  id: string,
  fileId: string,
): Promise<Asset> {
  return auditedTransaction(ctx.db, async (tx) => {
    const { asset, url } = await lockAssetImage(tx, id, fileId, scope);
    if (asset.featured_image_url === url) return asset;
    const updated = await updateAssetRow(tx, id, { featured_image_url: url }, ctx.now().toISOString());
    await appendAudit(tx, actor, {
      action: 'asset.featured_image_set',
      entity_type: 'asset',
      entity_id: id,
      before: { featured_image_url: asset.featured_image_url },
      after: { featured_image_url: url },
    });
    return updated;
  });
}
