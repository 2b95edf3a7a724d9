/** Images an asset may have: size-limited and type-checked. */
export const ASSET_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AssetImageType = (typeof ASSET_IMAGE_TYPES)[number];
