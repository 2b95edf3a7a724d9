import { isUniqueViolation } from '../../db/errors';
import { auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { completerFromAudit, completionsWithoutRecord } from './records.queries';
import { writeRecord } from './write-record';

export const BACKFILL_RECORDS_JOB = 'records.backfill';
const BATCH = 50;

/**
 * Gives every completion a record: those completed before records existed, and those the
 * demo seed writes. The performer is whoever the audit trail says completed it, else the assignee.
 * Each record is written in its own transaction; when another instance wrote it first, the unique
 * index refuses the second and its number is not used.
 */
export async function backfillRecords(ctx: AppContext): Promise<number> {
  const missing = await completionsWithoutRecord(ctx.db, BATCH);
  let written = 0;
  for (const source of missing) {
    try {
      await auditedTransaction(ctx.db, async (tx) => {
        const performer =
          (await completerFromAudit(tx, source.type, source.source_id)) ?? source.fallback_performer;
        await writeRecord(tx, {
          type: source.type,
          source_id: source.source_id,
          performer_id: performer,
          timeZone: ctx.config.PLANT_TIME_ZONE,
        });
      });
      written++;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return written;
}

/** Runs at start and every ten minutes: a safety net, since completions write their record themselves. */
export function backfillRecordsJob(): Job {
  return { name: BACKFILL_RECORDS_JOB, intervalMs: 10 * 60_000, run: backfillRecords };
}
