/**
 * Asset analytics at scale: seeds two years of a plant with 1,000 assets on 5 sites —
 * 100,000 work orders (a third completed with cost and hours, some open and overdue) and 20,000
 * breakdowns (a tenth critical, 100 still running) — into a fresh database, starts the real server
 * in-process, and measures GET /api/analytics/assets: every asset's spec §9 metrics, the rankings
 * and the fleet summary in one answer, summed in the database. Also one site, one asset, and the
 * 304 of a revalidation.
 *
 *   npm run bench:analytics -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL (postgres://…) also on PostgreSQL.
 * Target: ≤ 300 ms p95 server-side at 10 connections (a report screen, not a list page).
 */
import { ASSET_CATEGORIES, WORK_ORDER_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { asset_breakdowns, assets, work_orders } from '../apps/server/src/db/schema';
import { CONNECTIONS, inBatches, runListBench, seededRandom } from './list-bench';

const WORK_ORDER_COUNT = Number(process.env.BENCH_WORK_ORDERS ?? 100_000);
const BREAKDOWN_COUNT = Number(process.env.BENCH_BREAKDOWNS ?? 20_000);
const ASSET_COUNT = 1000;
const SITES = ['Site 1', 'Site 2', 'Site 3', 'Site 4', 'Site 5'];
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The asset the one-asset route reads. */
const FIRST_ASSET = '00000000-0000-4000-8000-000000000001';

async function seed(database: Database): Promise<void> {
  const { db } = database;
  const next = seededRandom(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const assetIds = (
    await db
      .insert(assets)
      .values(
        Array.from({ length: ASSET_COUNT }, (_, i) => ({
          ...(i === 0 ? { id: FIRST_ASSET } : {}),
          asset_id: `ANA-${String(i + 1).padStart(4, '0')}`,
          asset_name: `Analytics asset ${i + 1}`,
          site: SITES[i % SITES.length],
          category: ASSET_CATEGORIES[i % ASSET_CATEGORIES.length],
          status: i % 50 === 0 ? ('maintenance' as const) : ('operational' as const),
        })),
      )
      .returning({ id: assets.id })
  ).map((a) => a.id);

  const orders = Array.from({ length: WORK_ORDER_COUNT }, () => {
    const created = now - Math.floor(next() * 730 * DAY);
    const status = pick(WORK_ORDER_STATUSES);
    const done = status === 'completed';
    return {
      title: 'Service',
      asset_id: pick(assetIds),
      status,
      date_created: new Date(created).toISOString(),
      date_scheduled: new Date(created + Math.floor(next() * 30) * DAY).toISOString(),
      date_completed: done ? new Date(created + 2 * DAY).toISOString() : null,
      actual_duration: done ? 1 + Math.floor(next() * 6) : null,
      cost: done ? 50 + Math.floor(next() * 500) : null,
    };
  });
  await inBatches(orders, (batch) => db.insert(work_orders).values(batch));

  const breakdowns = Array.from({ length: BREAKDOWN_COUNT }, (_, i) => {
    const start = now - Math.floor(next() * 730 * DAY);
    const running = i < 100;
    const hours = Math.round(next() * 4800) / 100;
    return {
      asset_id: pick(assetIds),
      title: 'Stopped',
      severity: next() < 0.1 ? ('critical' as const) : pick(['low', 'medium', 'high'] as const),
      status: running
        ? ('reported' as const)
        : next() < 0.05
          ? ('cancelled' as const)
          : ('completed' as const),
      breakdown_start_time: new Date(running ? now - Math.floor(next() * 300) * HOUR : start).toISOString(),
      breakdown_end_time: running ? null : new Date(start + hours * HOUR).toISOString(),
      downtime_hours: running ? null : hours,
    };
  });
  await inBatches(breakdowns, (batch) => db.insert(asset_breakdowns).values(batch));
  for (const table of ['work_orders', 'asset_breakdowns', 'assets']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

runListBench({
  noun: 'work orders and 20,000 breakdowns on 1,000 assets',
  count: WORK_ORDER_COUNT,
  seed,
  routes: [
    { route: '/api/analytics/assets', connections: 1 },
    { route: '/api/analytics/assets', connections: CONNECTIONS },
    { route: '/api/analytics/assets?site=Site%202', connections: CONNECTIONS },
    { route: `/api/analytics/assets/${FIRST_ASSET}`, connections: CONNECTIONS },
  ],
  firstPage: '/api/analytics/assets',
  targetP95Ms: 300,
  title: 'asset analytics',
  measured: 'every asset, 180 days',
  // PGlite runs every query on the one event loop: the whole fleet's sums take ~80 ms of it, so about
  // a dozen full answers a second; revalidations (304) and one asset's figures do not queue behind them.
  minReqPerSec: 10,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
