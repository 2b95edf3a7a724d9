import {
  calendarDateIn,
  ERRORS,
  type RecordListQuery,
  recordState,
  recordsToCsv,
  type SignatureMeaning,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  findRecord,
  type RecordRow,
  recordFilters,
  selectFullRecords,
  selectRecords,
  signaturesOf,
} from './records.queries';
import { type PrintableRecord, renderRecordsPdf } from './render-records-pdf';
import { snapshotHash } from './write-record';

/** An export holds at most this many records; an audit pack (a PDF) fewer. */
export const MAX_EXPORT_RECORDS = 10_000;
export const MAX_AUDIT_PACK_RECORDS = 500;

type Filters = Omit<RecordListQuery, 'limit' | 'offset'>;

/** GET /api/records/export.csv: the filtered list for an auditor's spreadsheet. */
export async function exportRecords(ctx: AppContext, query: Filters) {
  const page = await selectRecords(ctx.db, recordFilters(query, ctx.config.PLANT_TIME_ZONE), {
    limit: MAX_EXPORT_RECORDS,
    offset: 0,
  });
  if (page.total > MAX_EXPORT_RECORDS) {
    throw new AppError(ERRORS.exportTooLarge, { params: { total: page.total, max: MAX_EXPORT_RECORDS } });
  }
  return {
    filename: `records-${calendarDateIn(ctx.now(), ctx.config.PLANT_TIME_ZONE)}.csv`,
    csv: recordsToCsv(page.data),
  };
}

async function printable(ctx: AppContext, rows: readonly RecordRow[]): Promise<PrintableRecord[]> {
  const signatures = await signaturesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = signatures.filter((s) => s.record_id === row.id);
    const hashOk = snapshotHash(row.snapshot) === row.content_hash;
    return {
      ...row,
      state: recordState(own.map((s) => s.meaning as SignatureMeaning)),
      verified: hashOk && own.every((s) => s.content_hash === row.content_hash),
      signatures: own.map((s) => ({ ...s, meaning: s.meaning as SignatureMeaning })),
    };
  });
}

/** GET /api/records/audit-pack.pdf: the filtered records in one PDF, each with clearance, checklist and signatures. */
export async function auditPack(ctx: AppContext, query: Filters) {
  const where = recordFilters(query, ctx.config.PLANT_TIME_ZONE);
  const rows = await selectFullRecords(ctx.db, where, MAX_AUDIT_PACK_RECORDS + 1);
  if (rows.length > MAX_AUDIT_PACK_RECORDS) {
    throw new AppError(ERRORS.auditPackTooLarge, { params: { max: MAX_AUDIT_PACK_RECORDS } });
  }
  const now = ctx.now();
  const pdf = await renderRecordsPdf(
    { name: ctx.config.PLANT_NAME, timeZone: ctx.config.PLANT_TIME_ZONE },
    await printable(ctx, rows),
    {
      title: `Audit pack ${calendarDateIn(now, ctx.config.PLANT_TIME_ZONE)}`,
      date: now,
    },
  );
  return { filename: `audit-pack-${calendarDateIn(now, ctx.config.PLANT_TIME_ZONE)}.pdf`, pdf };
}

/** GET /api/records/:id/certificate.pdf: one record as a printable certificate. */
export async function recordCertificate(ctx: AppContext, id: string) {
  const row = await findRecord(ctx.db, id);
  if (!row) throw new AppError(ERRORS.recordNotFound);
  const pdf = await renderRecordsPdf(
    { name: ctx.config.PLANT_NAME, timeZone: ctx.config.PLANT_TIME_ZONE },
    await printable(ctx, [row]),
    {
      title: `${row.number} food-safety record`,
      date: new Date(row.completed_at),
    },
  );
  return { filename: `${row.number}.pdf`, pdf };
}
