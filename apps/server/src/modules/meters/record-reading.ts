import { randomUUID } from 'node:crypto';
import { ERRORS, type Reading, type ReadingCreateBody, readingRefusal } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { type AppError, fieldError } from '../../platform/errors';
import { applyReadingToTasks } from '../maintenance';
import { requireMeter, requireMeterAsset } from './meter-guards';
import { toReading } from './meters.presenters';
import {
  findRecorderName,
  insertReadingRow,
  type MeterRow,
  type ReadingRow,
  readingsNear,
} from './meters.queries';

/** Where a reading comes from, when not from the signed-in person (the public label page, an import). */
export interface ReadingSource {
  /** Who recorded it: the actor by default; null for a reading from the public label page. */
  recordedBy?: string | null;
  /** The name given with a reading from the public label page. */
  reportedByName?: string | null;
  /** The audit entry's action ('meter.reading_recorded' by default) and what it adds to the entry. */
  action?: string;
  auditExtra?: Record<string, unknown>;
  /** Runs in the transaction with the meter's row locked, before the reading is checked: may refuse it. */
  inTransaction?: (tx: DbOrTx, meter: MeterRow) => Promise<void>;
  /** The actor's name when the caller has it already (a batch looks it up once, not per reading). */
  recorderName?: string | null;
}

const asRuleReading = (row: ReadingRow | null) =>
  row ? { value: Number(row.value), taken_at: new Date(row.taken_at), reset: row.reset } : null;

/**
 * The readings just before (or at) and just after `takenAt` among `near` (readingsNear's answer, plus what a
 * batch recorded since). Of two readings at the same moment the later recorded counts as the one before.
 */
function readingsAroundIn(near: readonly ReadingRow[], takenAt: string) {
  const at = Date.parse(takenAt);
  let before: { row: ReadingRow; taken: number; created: number } | null = null;
  let after: { row: ReadingRow; taken: number; created: number } | null = null;
  for (const row of near) {
    const taken = Date.parse(row.taken_at);
    const created = Date.parse(row.created_at);
    if (taken <= at) {
      if (!before || taken > before.taken || (taken === before.taken && created >= before.created))
        before = { row, taken, created };
    } else if (!after || taken < after.taken || (taken === after.taken && created < after.created)) {
      after = { row, taken, created };
    }
  }
  return { before: before?.row ?? null, after: after?.row ?? null };
}

/**
 * A meter's readings as a batch holds them (record-reading-batch.ts): the ones its readings can fall between,
 * read once, and whether a task follows the meter. The readings of a meter no task follows are written
 * together at the batch's end (`unwritten`); a task reads the meter's readings, so those of a followed meter are
 * written one by one.
 */
export interface MeterInBatch {
  near: ReadingRow[];
  followedByTasks: boolean;
  unwritten: ReadingRow[];
}

/**
 * Records a reading (dated now unless `taken_at` says otherwise) and who took it. It is checked against the
 * meter's readings just before and after its date while the meter's row is locked, so two readings posted
 * at once are checked one after the other and each sees the other's value (docs/decisions/meters.md).
 */
export async function recordReading(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  meterId: string,
  body: ReadingCreateBody,
  source: ReadingSource = {},
): Promise<Reading> {
  return auditedTransaction(ctx.db, async (tx) =>
    recordReadingIn(ctx, tx, scope, actor, meterId, body, source),
  );
}

/** recordReading inside a transaction the caller holds (an import writes its rows in one). */
export async function recordReadingIn(
  ctx: AppContext,
  tx: DbOrTx,
  scope: SiteScope,
  actor: Actor,
  meterId: string,
  body: ReadingCreateBody,
  source: ReadingSource = {},
): Promise<Reading> {
  const meter = await requireMeter(tx, meterId, scope, { forUpdate: true });
  await requireMeterAsset(tx, meter.asset_id, scope, { changing: true });
  await source.inTransaction?.(tx, meter);
  const outcome = await recordOnLockedMeter(ctx, tx, actor, meter, body, { ...source, audited: true });
  if (!outcome.ok) throw outcome.refusal;
  return toReading(outcome.row, outcome.recorderName);
}

/** A reading the rules refused, as the catalogue's field error; null when they accept it. */
function refusalError(refusal: ReturnType<typeof readingRefusal>): AppError | null {
  if (refusal?.code === 'reading_in_future') return fieldError(ERRORS.readingInFuture, 'taken_at');
  if (refusal?.code === 'reading_below_last') {
    return fieldError(ERRORS.readingBelowLast, 'value', { params: { last: refusal.last } });
  }
  if (refusal?.code === 'reading_above_next') {
    return fieldError(ERRORS.readingAboveNext, 'value', { params: { next: refusal.next } });
  }
  return null;
}

export type LockedReadingOutcome =
  | { ok: true; row: ReadingRow; recorderName: string | null }
  | { ok: false; refusal: AppError };

/**
 * The one path of every reading, whoever sends it (by hand, the label page, an import, a completion, a batch):
 * check it against the meter's readings either side of its date, insert it, and bring the meter's tasks up to
 * date. The caller holds the meter's row lock (and has checked the meter's site and asset), so readings of one
 * meter pass here one after the other. A refusal is answered, not thrown, so a batch can go on with its other
 * readings; nothing is written then. `audited` appends the reading's own audit entry (a batch audits once);
 * `batch` holds the meter's readings for a batch (MeterInBatch) instead of reading them for each reading.
 */
export async function recordOnLockedMeter(
  ctx: AppContext,
  tx: DbOrTx,
  actor: Actor,
  meter: MeterRow,
  body: ReadingCreateBody,
  source: ReadingSource & { audited: boolean },
  batch?: MeterInBatch,
): Promise<LockedReadingOutcome> {
  const now = ctx.now();
  const takenAt = body.taken_at ? new Date(body.taken_at).toISOString() : now.toISOString();
  const { before, after } = readingsAroundIn(
    batch?.near ?? (await readingsNear(tx, meter.id, takenAt, takenAt)),
    takenAt,
  );
  const refusal = refusalError(
    readingRefusal({
      kind: meter.kind,
      reading: { value: body.value, taken_at: new Date(takenAt), reset: body.reset },
      before: asRuleReading(before),
      after: asRuleReading(after),
      now,
    }),
  );
  if (refusal) return { ok: false, refusal };
  const values = {
    meter_id: meter.id,
    value: body.value,
    taken_at: takenAt,
    reset: body.reset,
    recorded_by: source.recordedBy === undefined ? actor.id : source.recordedBy,
    reported_by_name: source.reportedByName ?? null,
  };
  const row =
    batch && !batch.followedByTasks
      ? { id: randomUUID(), ...values, created_at: now.toISOString() }
      : await insertReadingRow(tx, values, now.toISOString());
  batch?.near.push(row);
  if (batch && !batch.followedByTasks) batch.unwritten.push(row);
  if (source.audited) {
    await appendAudit(tx, actor, {
      action: source.action ?? 'meter.reading_recorded',
      entity_type: 'meter',
      entity_id: meter.id,
      after: {
        reading_id: row.id,
        value: body.value,
        taken_at: takenAt,
        reset: body.reset,
        ...source.auditExtra,
      },
    });
  }
  const recorderName =
    source.recorderName !== undefined && row.recorded_by === actor.id
      ? source.recorderName
      : await findRecorderName(tx, row.recorded_by);
  if (batch && !batch.followedByTasks) return { ok: true, row, recorderName };
  // The tasks that follow this meter, under the same lock: usage due dates and gauge crossings
  // (docs/decisions/usage-pm.md), whoever sent the reading (a person, the label page, an import, a batch).
  await applyReadingToTasks(
    tx,
    actor,
    {
      meter: { id: meter.id, name: meter.name, unit: meter.unit, kind: meter.kind },
      value: body.value,
      taken_at: takenAt,
      recorded_by: row.recorded_by,
      recorded_by_name: recorderName ?? source.reportedByName ?? null,
      latest: after === null,
    },
    { now, timeZone: ctx.config.PLANT_TIME_ZONE },
  );
  return { ok: true, row, recorderName };
}
