import {
  type Asset,
  type AssetFieldError,
  isOnlyDuplicateAssetId,
  joinValidationErrors,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { assetNotFound, ConflictError, ValidationError } from '../../platform/errors';
import { findAsset } from './assets.queries';

/** The asset (archived or not), or the one unknown-asset answer. */
export async function requireAsset(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Asset> {
  const asset = await findAsset(db, id, options);
  if (!asset) throw assetNotFound(id);
  return asset;
}

/** Archived assets are kept for their records' history and no longer change. */
export function assertNotArchived(asset: Asset): void {
  if (asset.archived_at) {
    throw new ConflictError(`Asset "${asset.asset_id}" is archived and cannot be changed`, 'asset_archived');
  }
}

/** The rule errors as one HTTP error: 409 when the asset ID is taken and nothing else is wrong, else 400. */
export function assetRuleError(errors: readonly AssetFieldError[]): ValidationError | ConflictError {
  const details = errors.map((e) => ({ path: e.field ?? '', message: e.message }));
  const message = joinValidationErrors(errors);
  return isOnlyDuplicateAssetId(errors)
    ? new ConflictError(message, 'asset_id_taken', details)
    : new ValidationError(message, details);
}
