import { ERRORS, type RecordListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { printableRecords } from './print-records';
import { recordFilters, selectFullRecords } from './records.queries';

/** An audit pack (a PDF) holds at most this many records. */
export const MAX_AUDIT_PACK_RECORDS = 500;

/**
 * The records of an audit pack's clearances section: those the filters keep (the pack's period and location,
 * and on the records screen its type, state and search), newest first, ready to print; too many → 422.
 */
export async function recordsForAuditPack(
  ctx: AppContext,
  scope: SiteScope,
  filters: Omit<RecordListQuery, 'limit' | 'offset'>,
) {
  const where = recordFilters(scope, filters, ctx.config.PLANT_TIME_ZONE);
  const rows = await selectFullRecords(ctx.db, where, MAX_AUDIT_PACK_RECORDS + 1);
  if (rows.length > MAX_AUDIT_PACK_RECORDS) {
    throw new AppError(ERRORS.auditPackTooLarge, { params: { max: MAX_AUDIT_PACK_RECORDS } });
  }
  return printableRecords(ctx, rows);
}
