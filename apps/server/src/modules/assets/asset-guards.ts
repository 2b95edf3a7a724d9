import {
  type Asset,
  type AssetFieldError,
  ERRORS,
  isOnlyDuplicateAssetId,
  joinValidationErrors,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { SiteScope } from '../../platform/auth/site-scope';
import { AppError, assetNotFound, fieldError } from '../../platform/errors';
import { fileUrl, findFileMeta } from '../files';
import { findAsset } from './assets.queries';

/**
 * The asset (archived or not), or the one unknown-asset answer: also for an asset at another site than the
 * caller's (docs/decisions/site-access.md: its existence is not revealed).
 */
export async function requireAsset(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
  options: { forUpdate?: boolean } = {},
): Promise<Asset> {
  const asset = await findAsset(db, id, scope, options);
  if (!asset) throw assetNotFound(id);
  return asset;
}

/** Archived assets are kept for their records' history and no longer change. */
export function assertNotArchived(asset: Asset): void {
  if (asset.archived_at) {
    throw new AppError(ERRORS.assetArchived, { params: { asset_id: asset.asset_id } });
  }
}

/** The rule errors as one HTTP error: 409 when the asset ID is taken and nothing else is wrong, else 400. */
export function assetRuleError(errors: readonly AssetFieldError[]): AppError {
  const details = errors.map((e) => ({ path: e.field ?? '', message: e.message }));
  const message = joinValidationErrors(errors);
  return isOnlyDuplicateAssetId(errors)
    ? new AppError(ERRORS.assetIdTaken, { message, details })
    : new AppError(ERRORS.validationFailed, { message, details });
}

/** Two people saving the same asset ID at once: the unique index decides, and the loser hears why. */
export function assetIdTakenError(error: unknown, assetId: unknown): unknown {
  if (isUniqueViolation(error) && typeof assetId === 'string')
    return fieldError(ERRORS.assetIdTaken, 'asset_id', { params: { id: assetId } });
  return error;
}

/** Locks a changeable asset and one of its images (the image of another asset is not found). */
export async function lockAssetImage(tx: DbOrTx, id: string, fileId: string, scope: SiteScope) {
  const asset = await requireAsset(tx, id, scope, { forUpdate: true });
  assertNotArchived(asset);
  const file = await findFileMeta(tx, fileId);
  if (file?.owner_type !== 'asset' || file.owner_id !== id) throw new AppError(ERRORS.imageNotFound);
  return { asset, file, url: fileUrl(fileId) };
}
