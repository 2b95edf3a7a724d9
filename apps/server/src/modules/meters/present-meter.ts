import { type Meter, USAGE_RATE_WINDOW_DAYS, usageRatePerDay } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { toMeter } from './meters.presenters';
import { latestReading, type MeterRow, readingsBetween } from './meters.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A meter as the API shows it: its latest reading and, for a counting meter, its last 30 days' use per day. */
export async function presentMeter(db: DbOrTx, row: MeterRow, now: Date): Promise<Meter> {
  const last = await latestReading(db, row.id);
  let rate: number | null = null;
  if (row.kind === 'cumulative' && last) {
    const from = new Date(now.getTime() - USAGE_RATE_WINDOW_DAYS * DAY_MS).toISOString();
    const recent = await readingsBetween(db, row.id, from, now.toISOString());
    rate = usageRatePerDay(
      recent.map((r) => ({ value: Number(r.value), taken_at: new Date(r.taken_at), reset: r.reset })),
      now,
    );
  }
  return toMeter(row, last, rate);
}
