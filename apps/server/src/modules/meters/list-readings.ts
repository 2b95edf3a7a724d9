import type { ReadingListQuery, ReadingListResponse } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { requireMeter } from './meter-guards';
import { toReading } from './meters.presenters';
import { countReadingsInRange, selectReadingsInRange } from './meters.queries';

/**
 * A meter's readings dated in the range, in date order. More than `limit` of them (a year of hourly
 * readings) are answered as `limit` evenly spaced ones, first and last included, so a chart stays fast.
 */
export async function listReadings(
  ctx: AppContext,
  scope: SiteScope,
  meterId: string,
  query: ReadingListQuery,
): Promise<ReadingListResponse> {
  await requireMeter(ctx.db, meterId, scope);
  const from = query.from ? new Date(query.from).toISOString() : undefined;
  const to = query.to ? new Date(query.to).toISOString() : undefined;
  const total = await countReadingsInRange(ctx.db, meterId, from, to);
  const downsampled = total > query.limit;
  const rows = await selectReadingsInRange(ctx.db, meterId, {
    from,
    to,
    total,
    sample: downsampled ? query.limit : undefined,
  });
  return { data: rows.map((row) => toReading(row, row.recorder_name)), total, downsampled };
}
