import { calendarDateIn, ERRORS, type RecordListQuery, recordsToCsv } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordFilters, selectRecords } from './records.queries';

/** An export holds at most this many records (an audit pack, a PDF, fewer: `MAX_AUDIT_PACK_RECORDS`). */
const MAX_EXPORT_RECORDS = 10_000;

/** GET /api/records/export.csv: the filtered list for an auditor's spreadsheet. */
export async function exportRecords(
  ctx: AppContext,
  scope: SiteScope,
  query: Omit<RecordListQuery, 'limit' | 'offset'>,
) {
  const page = await selectRecords(ctx.db, recordFilters(scope, query, ctx.config.PLANT_TIME_ZONE), {
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
