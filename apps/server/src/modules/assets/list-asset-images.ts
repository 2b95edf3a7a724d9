import type { Asset, AssetImage, AssetImageListResponse } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { type FileMeta, fileUrl, listFileMetaOf } from '../files';
import { requireAsset } from './asset-guards';

export function toAssetImage(file: FileMeta, asset: Pick<Asset, 'featured_image_url'>): AssetImage {
  const url = fileUrl(file.id);
  return {
    id: file.id,
    url,
    filename: file.filename,
    content_type: file.content_type,
    size_bytes: file.size_bytes,
    created_at: file.created_at,
    featured: asset.featured_image_url === url,
  };
}

/** The asset's images, oldest first, marking the featured one. */
export async function listAssetImages(ctx: AppContext, id: string): Promise<AssetImageListResponse> {
  const asset = await requireAsset(ctx.db, id);
  const files = await listFileMetaOf(ctx.db, 'asset', id);
  return { data: files.map((f) => toAssetImage(f, asset)), total: files.length };
}
