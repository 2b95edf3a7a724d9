import { calendarDateIn, ERRORS, type RecordListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { printRecords } from './print-records';
import { recordFilters, selectFullRecords } from './records.queries';

/** An audit pack (a PDF) holds at most this many records. */
const MAX_AUDIT_PACK_RECORDS = 500;

/**
 * GET /api/records/audit-pack.pdf: the filtered records in one PDF, each with clearance, checklist and
 * signatures; of the caller's sites, and with `location_id` (or DESIGN §7's `site_id`, any location) of that
 * node of the tree and below it.
 */
export async function auditPack(
  ctx: AppContext,
  scope: SiteScope,
  query: Omit<RecordListQuery, 'limit' | 'offset'> & { site_id?: string },
) {
  const { site_id, ...filters } = query;
  const where = recordFilters(
    scope,
    { ...filters, location_id: filters.location_id ?? site_id },
    ctx.config.PLANT_TIME_ZONE,
  );
  const rows = await selectFullRecords(ctx.db, where, MAX_AUDIT_PACK_RECORDS + 1);
  if (rows.length > MAX_AUDIT_PACK_RECORDS) {
    throw new AppError(ERRORS.auditPackTooLarge, { params: { max: MAX_AUDIT_PACK_RECORDS } });
  }
  const now = ctx.now();
  const day = calendarDateIn(now, ctx.config.PLANT_TIME_ZONE);
  const pdf = await printRecords(ctx, rows, { title: `Audit pack ${day}`, date: now });
  return { filename: `audit-pack-${day}.pdf`, pdf };
}
