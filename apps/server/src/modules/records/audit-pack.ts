import { calendarDateIn, ERRORS, formatDate, type RecordListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { writeTemporaryRepairs } from '../../platform/pdf/food-safety-sections';
import { temporaryRepairsOfPeriod } from '../compliance';
import { printRecords } from './print-records';
import { recordFilters, selectFullRecords } from './records.queries';

/** An audit pack (a PDF) holds at most this many records, and at most this many temporary repairs. */
const MAX_AUDIT_PACK_RECORDS = 500;

/** The pack's period in words: '1 Mar 2026 to 31 Mar 2026', 'From 1 Mar 2026', 'All dates'. */
function periodText(from?: string, to?: string): string {
  if (from && to) return `${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  return to ? `Up to ${formatDate(to)}` : 'All dates';
}

/**
 * GET /api/records/audit-pack.pdf: the filtered records in one PDF, each with clearance, checklist and
 * signatures; of the caller's sites, and with `location_id` (or DESIGN §7's `site_id`, any location) of that
 * node of the tree and below it. After the records, the temporary repairs (BRCGS 4.7.3) made in the same
 * period under the same sites and location, read from the register (docs/decisions/temporary-repairs.md).
 */
export async function auditPack(
  ctx: AppContext,
  scope: SiteScope,
  query: Omit<RecordListQuery, 'limit' | 'offset'> & { site_id?: string },
) {
  const { site_id, ...filters } = query;
  const locationId = filters.location_id ?? site_id;
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const where = recordFilters(scope, { ...filters, location_id: locationId }, timeZone);
  const rows = await selectFullRecords(ctx.db, where, MAX_AUDIT_PACK_RECORDS + 1);
  if (rows.length > MAX_AUDIT_PACK_RECORDS) {
    throw new AppError(ERRORS.auditPackTooLarge, { params: { max: MAX_AUDIT_PACK_RECORDS } });
  }
  const repairs = await temporaryRepairsOfPeriod(
    ctx,
    scope,
    { location_id: locationId, from: filters.from, to: filters.to },
    MAX_AUDIT_PACK_RECORDS,
  );
  const now = ctx.now();
  const day = calendarDateIn(now, timeZone);
  const period = periodText(filters.from, filters.to);
  const pdf = await printRecords(ctx, rows, { title: `Audit pack ${day}`, date: now }, (writer) =>
    writeTemporaryRepairs(writer, { repairs, period, now, timeZone }),
  );
  return { filename: `audit-pack-${day}.pdf`, pdf };
}
