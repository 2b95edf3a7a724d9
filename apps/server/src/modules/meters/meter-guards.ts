import { ERRORS } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, assetNotFound, fieldError } from '../../platform/errors';
import { findAssetState, findMeterRow, type MeterRow, meterNameTaken } from './meters.queries';

/** The meter, or the catalogue's 404. */
export async function requireMeter(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MeterRow> {
  const row = await findMeterRow(db, id, options);
  if (!row) throw new AppError(ERRORS.meterNotFound, { params: { id } });
  return row;
}

/** The asset must exist; `changing` refuses an archived one, as every other write to an asset does. */
export async function requireMeterAsset(db: DbOrTx, assetId: string, options: { changing: boolean }) {
  const asset = await findAssetState(db, assetId);
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
