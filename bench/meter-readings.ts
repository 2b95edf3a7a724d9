/**
 * A meter's chart at scale: one meter with a year of hourly readings (8,760), the asset page's chart of the
 * last year (the server downsamples it to 500 points in one query) and of the last 30 days (720 readings, also
 * downsampled). Server-side p95, like the list benches (docs/decisions/meters.md).
 *
 *   npm run bench:meters -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL, also on PostgreSQL. Target: a year's chart ≤ 100 ms p95.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets, meter_readings, meters } from '../apps/server/src/db/schema';
import { CONNECTIONS, inBatches, runListBench } from './list-bench';

const HOUR = 3_600_000;
const READINGS = 365 * 24;
const TARGET_P95_MS = 100;
const ASSET_ID = '00000000-0000-4000-8000-000000000001';
const METER_ID = '00000000-0000-4000-8000-000000000002';
// Fixed ranges, so every request of a run is the same URL (the harness samples by URL).
const END = Date.UTC(2026, 10, 1);
const YEAR_AGO = new Date(END - READINGS * HOUR).toISOString();
const MONTH_AGO = new Date(END - 30 * 24 * HOUR).toISOString();

async function seed(database: Database): Promise<void> {
  await database.db
    .insert(assets)
    .values({ id: ASSET_ID, asset_id: 'BENCH-001', asset_name: 'Bench compressor' });
  await database.db
    .insert(meters)
    .values({ id: METER_ID, asset_id: ASSET_ID, name: 'Run hours', unit: 'h', kind: 'cumulative' });
  const rows = Array.from({ length: READINGS }, (_, i) => ({
    meter_id: METER_ID,
    value: 10_000 + i * 0.6,
    taken_at: new Date(END - (READINGS - i) * HOUR).toISOString(),
  }));
  await inBatches(rows, (batch) => database.db.insert(meter_readings).values(batch));
  await database.db.execute(sql`analyze meter_readings`);
}

const YEAR_CHART = `/api/meters/${METER_ID}/readings?from=${encodeURIComponent(YEAR_AGO)}&to=${encodeURIComponent(new Date(END).toISOString())}`;
const MONTH_CHART = `/api/meters/${METER_ID}/readings?from=${encodeURIComponent(MONTH_AGO)}`;

runListBench({
  noun: 'hourly readings of one meter',
  count: READINGS,
  seed,
  routes: [
    { route: YEAR_CHART, connections: 1 },
    { route: YEAR_CHART, connections: CONNECTIONS },
    { route: MONTH_CHART, connections: CONNECTIONS },
  ],
  firstPage: YEAR_CHART,
  title: 'meter chart',
  measured: "a year's chart (500 of 8,760 readings)",
  minReqPerSec: null,
  sharedAnswers: true,
  targetP95Ms: TARGET_P95_MS,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
