/**
 * Work orders at scale: seeds 100,000 work orders on 500 assets over two years into a
 * fresh database, starts the real server in-process, signs in, and measures with autocannon the
 * list's first page (GET /api/work-orders?limit=50, newest first), a filtered page (status +
 * priority + text), the overdue filter and the tiles' counts. Reports server-side latency (Fastify's
 * own clock) as p50 / p95 / p99, and the client's req/s.
 *
 *   npm run bench:work-orders -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL (postgres://…) also on PostgreSQL, in a
 * scratch database dropped afterwards. Target: first page ≤ 50 ms p95 server-side.
 */
import { MAINTENANCE_TYPES, PRIORITIES, WORK_ORDER_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets, work_orders } from '../apps/server/src/db/schema';
import { CONNECTIONS, runListBench, seededRandom } from './list-bench';

const WORK_ORDER_COUNT = Number(process.env.BENCH_WORK_ORDERS ?? 100_000);
const ASSET_COUNT = 500;
const TARGET_P95_MS = 20; // the first page of any list, at 10 connections
const DAY = 86_400_000;
const TITLES = [
  'Replace bearings',
  'Realign conveyor',
  'Service gearbox',
  'Replace seals',
  'Inspect wiring',
  'Calibrate checkweigher',
];

async function seed(database: Database): Promise<void> {
  const next = seededRandom(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const assetRows = Array.from({ length: ASSET_COUNT }, (_, i) => ({
    asset_id: `WOB-${String(i + 1).padStart(4, '0')}`,
    asset_name: `Bench asset ${i + 1}`,
  }));
  const assetIds = (await database.db.insert(assets).values(assetRows).returning({ id: assets.id })).map(
    (a) => a.id,
  );
  const now = Date.now();
  for (let start = 0; start < WORK_ORDER_COUNT; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, WORK_ORDER_COUNT - start) }, () => {
      const created = now - Math.floor(next() * 730 * DAY);
      const status = pick(WORK_ORDER_STATUSES);
      return {
        title: `${pick(TITLES)} ${Math.floor(next() * 1000)}`,
        asset_id: pick(assetIds),
        status,
        priority: pick(PRIORITIES),
        maintenance_type: pick(MAINTENANCE_TYPES),
        date_created: new Date(created).toISOString(),
        date_scheduled: new Date(created + Math.floor(next() * 30) * DAY).toISOString(),
        date_completed: status === 'completed' ? new Date(created + 2 * DAY).toISOString() : null,
      };
    });
    await database.db.insert(work_orders).values(rows);
  }
  await database.db.execute(sql`analyze work_orders`);
  await database.db.execute(sql`analyze assets`);
}

runListBench({
  noun: 'work orders',
  count: WORK_ORDER_COUNT,
  seed,
  routes: [
    { route: '/api/work-orders?limit=50', connections: 1 },
    { route: '/api/work-orders?limit=50', connections: CONNECTIONS },
    { route: '/api/work-orders?limit=50&status=pending&priority=high&q=gearbox', connections: CONNECTIONS },
    { route: '/api/work-orders?limit=50&overdue=true', connections: CONNECTIONS },
    { route: '/api/work-orders/counts', connections: CONNECTIONS },
  ],
  firstPage: '/api/work-orders?limit=50',
  sharedAnswers: true,
  targetP95Ms: TARGET_P95_MS,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
