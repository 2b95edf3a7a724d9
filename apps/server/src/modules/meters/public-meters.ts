import { ERRORS, type PublicMeter } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { toIsoTimestamp } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { latestReading, type MeterRow, selectReadableMeters } from './meters.queries';

/**
 * The meters of an asset that anyone at its label may read, with their last value and date and never who
 * took it (the public label page shows no personal names).
 */
export async function listReadableMeters(db: DbOrTx, assetId: string): Promise<PublicMeter[]> {
  const out: PublicMeter[] = [];
  for (const row of await selectReadableMeters(db, assetId)) {
    const last = await latestReading(db, row.id);
    out.push({
      id: row.id,
      name: row.name,
      unit: row.unit,
      kind: row.kind,
      last_reading: last ? { value: Number(last.value), taken_at: toIsoTimestamp(last.taken_at) } : null,
    });
  }
  return out;
}

/** A meter of another asset, or one not marked readable by anyone, is answered as not found from a label. */
export function assertReadableFromLabel(meter: MeterRow, assetId: string): void {
  if (meter.asset_id !== assetId || !meter.readable_by_anyone)
    throw new AppError(ERRORS.meterNotFound, { params: { id: meter.id } });
}
