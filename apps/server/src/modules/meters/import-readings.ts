import {
  csvImportCounts,
  ERRORS,
  type MeterReadingCsvRow,
  type MeterRef,
  type ReadingImportBody,
  type ReadingImportResponse,
  type ReadingImportRow,
  readMeterReadingCsv,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { findMeterByAssetCode, findMeterRow, hasSameReading } from './meters.queries';
import { recordReadingIn } from './record-reading';

/** Thrown to roll a preview's transaction back once every row has been tried. */
class PreviewDone extends Error {
  constructor(readonly result: ReadingImportResponse) {
    super('preview');
  }
}

const refName = (row: MeterReadingCsvRow) =>
  row.asset_id && row.meter ? `${row.asset_id} · ${row.meter}` : (row.meter ?? row.asset_id);

/** The meter a row names, among those the caller may see (another site's meter is not found). */
async function resolveMeter(db: DbOrTx, ref: MeterRef, scope: SiteScope): Promise<string | null> {
  const meter =
    'id' in ref
      ? await findMeterRow(db, ref.id, scope)
      : await findMeterByAssetCode(db, ref.asset_id, ref.name, scope);
  return meter?.id ?? null;
}

/**
 * POST /api/meter-readings/import — readings from a CSV file, each checked by the same rules as a reading by
 * hand (readingRefusal under the meter's lock, in file order, so a row sees the rows before it) and audited
 * one by one. Preview tries every row in a transaction that is rolled back; commit keeps the accepted rows
 * and reports each refused one with its reason. A row the meter already has (same date and value) is left as it
 * is, so a file corrected after a refusal can be imported again without doubling its readings.
 */
export async function importReadings(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: ReadingImportBody,
): Promise<ReadingImportResponse> {
  const file = readMeterReadingCsv(body.csv, ctx.config.PLANT_TIME_ZONE);
  if (!file.ok) throw fieldError(ERRORS.validationFailed, 'csv', { message: file.error });
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const meterIds = new Map<string, string | null>();
      const rows: ReadingImportRow[] = [];
      for (const row of file.rows) {
        const report: ReadingImportRow = {
          row: row.row,
          meter: refName(row),
          value: row.value,
          action: 'invalid',
          errors: [...row.errors],
        };
        rows.push(report);
        if (!row.ref || row.value === null || !row.taken_at) continue;
        const key = JSON.stringify(row.ref).toLowerCase();
        if (!meterIds.has(key)) meterIds.set(key, await resolveMeter(tx, row.ref, scope));
        const meterId = meterIds.get(key);
        if (!meterId) {
          report.errors.push({
            field: 'meter',
            message:
              'id' in row.ref
                ? `No meter has the id ${row.ref.id}`
                : `Asset ${row.ref.asset_id} has no meter named "${row.ref.name}"`,
          });
          continue;
        }
        if (await hasSameReading(tx, meterId, row.taken_at, row.value)) {
          report.action = 'unchanged';
          continue;
        }
        try {
          await recordReadingIn(
            ctx,
            tx,
            scope,
            actor,
            meterId,
            { value: row.value, taken_at: row.taken_at, reset: row.reset },
            { auditExtra: { source: 'csv_import', row: row.row } },
          );
          report.action = 'create';
        } catch (error) {
          // A refusal of the reading rules (lower than the last, dated ahead, an archived asset) is the row's.
          if (!(error instanceof AppError)) throw error;
          const field = Array.isArray(error.details)
            ? (error.details[0] as { path?: string })?.path
            : undefined;
          report.errors.push({ ...(field ? { field } : {}), message: error.message });
        }
      }
      const result: ReadingImportResponse = {
        mode: body.mode,
        ...csvImportCounts(rows),
        rows,
        ignored_columns: file.ignoredColumns,
      };
      if (body.mode === 'preview') throw new PreviewDone(result);
      await appendAudit(tx, actor, {
        action: 'meter.readings_imported',
        entity_type: 'meter',
        after: { total_rows: result.total_rows, accepted: result.created, refused: result.invalid_rows },
      });
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
}
