import { recordState, type SignatureMeaning } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { type RecordRow, signaturesOf } from './records.queries';
import { type PrintableRecord, renderRecordsPdf } from './render-records-pdf';
import { snapshotHash } from './write-record';

/**
 * Records as a PDF on the plant's letterhead, each with its state, its signatures and whether its
 * content still matches the hashes it was signed with (an audit pack, a certificate).
 */
export async function printRecords(
  ctx: AppContext,
  rows: readonly RecordRow[],
  heading: { title: string; date: Date },
): Promise<Buffer> {
  return renderRecordsPdf(
    { name: ctx.config.PLANT_NAME, timeZone: ctx.config.PLANT_TIME_ZONE },
    await printableRecords(ctx, rows),
    heading,
  );
}

/** Records with their state, their signatures and whether they still verify, ready to print. */
export async function printableRecords(
  ctx: AppContext,
  rows: readonly RecordRow[],
): Promise<PrintableRecord[]> {
  const signatures = await signaturesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const printable = rows.map((row) => {
    const own = signatures.filter((s) => s.record_id === row.id);
    const hashOk = snapshotHash(row.snapshot) === row.content_hash;
    return {
      ...row,
      state: recordState(own.map((s) => s.meaning as SignatureMeaning)),
      verified: hashOk && own.every((s) => s.content_hash === row.content_hash),
      signatures: own.map((s) => ({ ...s, meaning: s.meaning as SignatureMeaning })),
    };
  });
  return printable;
}
