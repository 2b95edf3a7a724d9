import type { AssetImageListResponse } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { listFileMetaOf } from '../files';
import { requireAsset } from './asset-guards';
import { toAssetImage } from './assets.presenters';

/** The asset's images, oldest first, marking the featured one. */
export async function listAssetImages(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
): Promise<AssetImageListResponse> {
  const asset = await requireAsset(ctx.db, id, scope);
  const files = await listFileMetaOf(ctx.db, 'asset', id);
  return { data: files.map((f) => toAssetImage(f, asset)), total: files.length };
}
