import { ERRORS } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { AppError, assetNotFound, fieldError } from '../../platform/errors';
import { findAssetState, findMeterRow, type MeterRow, meterNameTaken } from './meters.queries';

/** The meter, or the catalogue's 404 (also for a meter at a site outside `scope`). */
export async function requireMeter(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
  options: { forUpdate?: boolean } = {},
): Promise<MeterRow> {
  const row = await findMeterRow(db, id, scope, options);
  if (!row) throw new AppError(ERRORS.meterNotFound, { params: { id } });
  return row;
}

/**
 * The asset must exist within `scope` (another site's answers as an unknown asset); `changing` refuses an
 * archived one, as every other write to an asset does.
 */
export async function requireMeterAsset(
  db: DbOrTx,
  assetId: string,
  scope: SiteScope,
  options: { changing: boolean },
) {
  const asset = await findAssetState(db, assetId, scope);
  if (!asset) throw assetNotFound(assetId);
  if (options.changing && asset.archived_at) {
    throw new AppError(ERRORS.assetArchived, { params: { asset_id: asset.asset_id } });
  }
  return asset;
}

/** Meter names are unique on their asset, without regard to case. */
export async function assertMeterNameFree(
  db: DbOrTx,
  assetId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await meterNameTaken(db, assetId, name, exceptId)) {
    throw fieldError(ERRORS.meterNameTaken, 'name', { params: { name } });
  }
}
