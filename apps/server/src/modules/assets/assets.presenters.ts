import { type Asset, type AssetImage, trimAssetText } from '@plantwise/domain';
import type { assets } from '../../db/schema';
import { type FileMeta, fileUrl } from '../files';

/** A stored asset as its queries read it: the search and site columns stay in the database. */
export type AssetRow = Omit<typeof assets.$inferSelect, 'search_text' | 'site_id'> & {
  down_since?: string | null;
  location_path?: Asset['location_path'] | null;
  parent_asset?: Asset['parent_asset'];
};

/** A stored row as the API shows it: text trimmed on read (spec §3), images as a list of URLs. */
export function toAsset(row: AssetRow): Asset {
  const trimmed = trimAssetText(row);
  return {
    ...trimmed,
    down_since: row.down_since ?? null,
    location_path: row.location_path ?? [],
    parent_asset: row.parent_asset ?? null,
    images: Array.isArray(row.images)
      ? (row.images as unknown[]).filter((u): u is string => typeof u === 'string')
      : [],
  };
}

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
