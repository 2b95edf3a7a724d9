import type { DbOrTx } from '../db/client';
import { findLiveAsset } from '../db/shared-queries';
import { assetWithinScope } from '../db/site-scope';
import type { SiteScope } from './auth/site-scope';
import { assetNotFound } from './errors';

/**
 * The live asset (it exists and is not archived) that work, a breakdown, a task or a label names, or the one
 * unknown-asset answer: 404 asset_not_found with the spec's text, and the field's path when a body named it.
 */
export async function requireLiveAsset(db: DbOrTx, id: string, path?: string) {
  const asset = await findLiveAsset(db, id);
  if (!asset) throw assetNotFound(id, path);
  return asset;
}

/**
 * requireLiveAsset for a caller limited to sites (docs/decisions/site-access.md): an asset at another site,
 * or at no site, is answered exactly as an unknown one. Use it wherever a route or a body names an asset.
 */
export async function requireLiveAssetInScope(db: DbOrTx, id: string, scope: SiteScope, path?: string) {
  const asset = await requireLiveAsset(db, id, path);
  if (scope !== null && !(await assetWithinScope(db, scope, id))) throw assetNotFound(id, path);
  return asset;
}
