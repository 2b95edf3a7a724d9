import { ERRORS, type Reading, type ReadingCreateBody, readingRefusal } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { requireMeter, requireMeterAsset } from './meter-guards';
import { toReading } from './meters.presenters';
import { findRecorderName, insertReadingRow, type ReadingRow, readingsAround } from './meters.queries';

const asRuleReading = (row: ReadingRow | null) =>
  row ? { value: Number(row.value), taken_at: new Date(row.taken_at), reset: row.reset } : null;

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
): Promise<Reading> {
  return auditedTransaction(ctx.db, async (tx) => {
    const meter = await requireMeter(tx, meterId, scope, { forUpdate: true });
    await requireMeterAsset(tx, meter.asset_id, scope, { changing: true });
    const now = ctx.now();
    const takenAt = body.taken_at ? new Date(body.taken_at).toISOString() : now.toISOString();
    const { before, after } = await readingsAround(tx, meterId, takenAt);
    const refusal = readingRefusal({
      kind: meter.kind,
      reading: { value: body.value, taken_at: new Date(takenAt), reset: body.reset },
      before: asRuleReading(before),
      after: asRuleReading(after),
      now,
    });
    if (refusal?.code === 'reading_in_future') throw fieldError(ERRORS.readingInFuture, 'taken_at');
    if (refusal?.code === 'reading_below_last') {
      throw fieldError(ERRORS.readingBelowLast, 'value', { params: { last: refusal.last } });
    }
    if (refusal?.code === 'reading_above_next') {
      throw fieldError(ERRORS.readingAboveNext, 'value', { params: { next: refusal.next } });
    }
    const row = await insertReadingRow(
      tx,
      { meter_id: meterId, value: body.value, taken_at: takenAt, reset: body.reset, recorded_by: actor.id },
      now.toISOString(),
    );
    await appendAudit(tx, actor, {
      action: 'meter.reading_recorded',
      entity_type: 'meter',
      entity_id: meterId,
      after: { reading_id: row.id, value: body.value, taken_at: takenAt, reset: body.reset },
    });
    return toReading(row, await findRecorderName(tx, actor.id));
  });
}
