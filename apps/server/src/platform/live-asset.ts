import type { DbOrTx } from '../db/client';
import { findLiveAsset } from '../db/shared-queries';
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
