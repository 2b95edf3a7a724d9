/**
 * Asset register at scale: seeds 10,000 assets into a fresh database, starts the real server
 * in-process (buildApp + listen), signs in, and loads the register's first page
 * (GET /api/assets?limit=50) with autocannon, then the same with a text filter and a criticality
 * sort, and for scale GET /api/auth/session (session lookup only) and GET /api/health. Reports server-side latency (request received → answer sent,
 * from Fastify's own clock) as p50 / p95 / p99, and the client's req/s.
 *
 *   npm run bench:assets -w bench
 *
 * Always on PGlite (a temporary data folder, as `npm start` uses). With DATABASE_URL or
 * TEST_DATABASE_URL set (postgres://…), also on PostgreSQL: a scratch database is created on that
 * server and dropped afterwards. Target: first page ≤ 50 ms p95 server-side.
 */
import { ASSET_CATEGORIES, ASSET_STATUSES, CONDITION_GRADES, CRITICALITIES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { assets } from '../apps/server/src/db/schema';
import { CONNECTIONS, runListBench, seededRandom } from './list-bench';

const ASSET_COUNT = 10_000;
const TARGET_P95_MS = 20; // the first page of any list, at 10 connections

const NAMES = [
  'Pump',
  'Mixer',
  'Oven',
  'Conveyor',
  'Chiller',
  'Filler',
  'Labeller',
  'Compressor',
  'Boiler',
  'Slicer',
];
const QUALIFIERS = [
  'Brine',
  'Dough',
  'Tunnel',
  'Cooling',
  'Blast',
  'Bottle',
  'Spiral',
  'Glaze',
  'Vacuum',
  'Steam',
];
const MAKES = [
  'Grundfos',
  'Hobart',
  'Rademaker',
  'Intralox',
  'Carrier',
  'Krones',
  'Herma',
  'Atlas Copco',
  'Bosch',
];
const SITES = ['Leeds', 'York', 'Hull', 'Bradford', 'Wakefield'];

/** A deterministic register: the same 10,000 assets on every run. */
function seedRows(count: number) {
  const next = seededRandom();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => ({
    asset_id: `${pick(NAMES).slice(0, 3).toUpperCase()}-${String(i + 1).padStart(5, '0')}`,
    asset_name: `${pick(QUALIFIERS)} ${pick(NAMES).toLowerCase()} ${1 + Math.floor(next() * 40)}`,
    make: pick(MAKES),
    model_variant: `M${Math.floor(next() * 900) + 100}`,
    site: pick(SITES),
    location: `Line ${1 + Math.floor(next() * 12)}, bay ${1 + Math.floor(next() * 20)}`,
    status: pick(ASSET_STATUSES),
    category: pick(ASSET_CATEGORIES),
    criticality: pick(CRITICALITIES),
    condition_grade: pick(CONDITION_GRADES),
    condition_score: Math.floor(next() * 101),
    purchase_cost: Math.round(next() * 250_000),
    yom: 1990 + Math.floor(next() * 35),
  }));
}

async function seed(database: Database): Promise<void> {
  const rows = seedRows(ASSET_COUNT);
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db.insert(assets).values(rows.slice(start, start + 1000));
  }
  await database.db.execute(sql`analyze assets`);
}

runListBench({
  noun: 'assets',
  count: ASSET_COUNT,
  seed,
  routes: [
    { route: '/api/assets?limit=50', connections: 1 },
    { route: '/api/assets?limit=50', connections: CONNECTIONS },
    { route: '/api/assets?limit=50&q=brine%20pump', connections: CONNECTIONS },
    { route: '/api/assets?limit=50&sort=criticality&order=desc&site=Leeds', connections: CONNECTIONS },
    { route: '/api/assets/facets', connections: CONNECTIONS },
    // For scale: an authenticated route that only resolves the session, and the bare health check.
    { route: '/api/auth/session', connections: CONNECTIONS },
    { route: '/api/health', connections: CONNECTIONS, anonymous: true },
  ],
  firstPage: '/api/assets?limit=50',
  sharedAnswers: true,
  targetP95Ms: TARGET_P95_MS,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
