import {
  ERRORS,
  type ReadingBatchBody,
  type ReadingBatchResponse,
  type ReadingBatchResult,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { requireMeterAsset } from './meter-guards';
import { metersFollowedByTasks } from '../maintenance';
import {
  findRecorderName,
  holdReadingChanges,
  insertReadingRows,
  lockMeterRows,
  type MeterRow,
  publishReadings,
  type ReadingRow,
  readingsNear,
} from './meters.queries';
import { type MeterInBatch, recordOnLockedMeter } from './record-reading';

const refused = (index: number, error: AppError): ReadingBatchResult => {
  const path = Array.isArray(error.details) ? (error.details[0] as { path?: string })?.path : undefined;
  return { index, status: 'refused', code: error.code, message: error.message, field: path ?? null };
};

/** Why the readings of this asset's meters are refused (unknown to the caller, archived), or null. */
async function assetRefusal(tx: DbOrTx, assetId: string, scope: SiteScope): Promise<AppError | null> {
  try {
    await requireMeterAsset(tx, assetId, scope, { changing: true });
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * POST /api/meter-readings — readings of several meters at once (a PLC or SCADA bridge), in one audited
 * transaction: the batch's meters are locked once, in id order, and each reading goes through the same path
 * as a reading by hand (recordOnLockedMeter), in request order, so it sees the readings before it and moves
 * usage due dates and gauge crossings exactly as if posted one by one. Each meter's neighbouring readings are
 * read once, and the readings of meters no task follows are inserted together at the end. A reading the rules
 * refuse (or naming a meter the caller cannot see, or one on an archived asset) is refused alone and the others
 * are kept. One audit entry says what the batch recorded, and one change per meter is published
 * (docs/decisions/meters.md).
 */
export async function recordReadingBatch(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: ReadingBatchBody,
): Promise<ReadingBatchResponse> {
  // An undated reading is dated when the batch arrived, like a single reading when it arrives.
  const received = ctx.now().toISOString();
  const readings = body.readings.map((r) => ({
    ...r,
    taken_at: new Date(r.taken_at ?? received).toISOString(),
  }));
  return auditedTransaction(ctx.db, async (tx) => {
    await holdReadingChanges(tx);
    const meterIds = [...new Set(readings.map((reading) => reading.meter_id))].sort();
    const meters = new Map<string, { row: MeterRow; batch: MeterInBatch } | AppError>();
    const assets = new Map<string, AppError | null>();
    const locked = await lockMeterRows(tx, meterIds, scope);
    const followed = await metersFollowedByTasks(
      tx,
      locked.map((m) => m.id),
    );
    const unwritten: ReadingRow[] = [];
    for (const meter of locked) {
      if (!assets.has(meter.asset_id))
        assets.set(meter.asset_id, await assetRefusal(tx, meter.asset_id, scope));
      const refusal = assets.get(meter.asset_id);
      if (refusal) {
        meters.set(meter.id, refusal);
        continue;
      }
      const dates = readings.filter((r) => r.meter_id === meter.id).map((r) => r.taken_at);
      const near = await readingsNear(
        tx,
        meter.id,
        dates.reduce((a, b) => (a < b ? a : b)),
        dates.reduce((a, b) => (a > b ? a : b)),
      );
      meters.set(meter.id, {
        row: meter,
        batch: { near, followedByTasks: followed.has(meter.id), unwritten },
      });
    }
    const recorderName = await findRecorderName(tx, actor.id);
    const results: ReadingBatchResult[] = [];
    const lastReadingOf = new Map<string, string>();
    for (const [index, { meter_id, ...reading }] of readings.entries()) {
      const meter =
        meters.get(meter_id) ?? fieldError(ERRORS.meterNotFound, 'meter_id', { params: { id: meter_id } });
      if (meter instanceof AppError) {
        results.push(refused(index, meter));
        continue;
      }
      const outcome = await recordOnLockedMeter(
        ctx,
        tx,
        actor,
        meter.row,
        reading,
        { audited: false, recorderName },
        meter.batch,
      );
      if (!outcome.ok) {
        results.push(refused(index, outcome.refusal));
        continue;
      }
      results.push({ index, status: 'recorded', reading_id: outcome.row.id });
      lastReadingOf.set(meter_id, outcome.row.id);
    }
    await insertReadingRows(tx, unwritten);
    const recorded = results.flatMap((r) => (r.status === 'recorded' ? [r.reading_id] : []));
    await appendAudit(tx, actor, {
      action: 'meter.readings_recorded',
      entity_type: 'meter',
      // One meter's batch is that meter's history; a batch of several belongs to none of them alone.
      entity_id: lastReadingOf.size === 1 ? [...lastReadingOf.keys()][0] : null,
      after: {
        count: readings.length,
        accepted: recorded.length,
        refused: readings.length - recorded.length,
        meter_ids: [...lastReadingOf.keys()].sort(),
        reading_ids: recorded,
      },
    });
    await publishReadings(tx, [...lastReadingOf.values()]);
    return { accepted: recorded.length, refused: results.length - recorded.length, results };
  });
}
