/**
 * Predictive maintenance at fleet scale: seeds 1,000 assets and 20,000 breakdowns (two years of history
 * drawn from seeded Weibull distributions, a different shape per asset) into a fresh database, starts the
 * real server in-process, signs in, and loads the fleet ranking (GET /api/predictive/assets) and one
 * asset's panel (GET /api/predictive/assets/:id) with autocannon. Reports server-side latency (Fastify's
 * own clock) as p50 / p95 / p99.
 *
 *   npm run bench:predictive -w bench
 *
 * Always on PGlite; with DATABASE_URL or TEST_DATABASE_URL set, also on PostgreSQL (a scratch database,
 * dropped afterwards). Target: fleet ranking ≤ 500 ms p95 server-side on PGlite.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { ASSET_CATEGORIES, sampleWeibull, seededRandom } from '@plantwise/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { asset_breakdowns, assets } from '../apps/server/src/db/schema';
import { loadConfig } from '../apps/server/src/platform/config';
import {
  createBenchAccount,
  machineLoad,
  onEachDatabase,
  percentile,
  reportResults,
  signIn,
} from './support';

const ASSET_COUNT = 1_000;
const BREAKDOWN_COUNT = 20_000;
const HISTORY_DAYS = 730;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET_P95_MS = 500;
const SITES = ['Leeds', 'York', 'Hull'];
const H = 3_600_000;

/** 20 breakdowns per asset on average, run times Weibull with β between 0.6 and 3.5, repairs of 1–8 h. */
function seedRows(now: number) {
  const random = seededRandom(17);
  const start = now - HISTORY_DAYS * 24 * H;
  const perAsset = BREAKDOWN_COUNT / ASSET_COUNT;
  const assetRows = Array.from({ length: ASSET_COUNT }, (_, i) => ({
    id: crypto.randomUUID(),
    asset_id: `PRD-${String(i + 1).padStart(5, '0')}`,
    asset_name: `Line asset ${i + 1}`,
    site: SITES[i % SITES.length],
    category: ASSET_CATEGORIES[i % ASSET_CATEGORIES.length],
    created_at: new Date(start).toISOString(),
  }));
  const breakdownRows: (typeof asset_breakdowns.$inferInsert)[] = [];
  for (const asset of assetRows) {
    const beta = 0.6 + random() * 2.9;
    const eta = (HISTORY_DAYS * 24) / perAsset;
    let cursor = start;
    for (let n = 0; n < perAsset; n++) {
      const begin = cursor + sampleWeibull(random, beta, eta) * H;
      const down = 1 + random() * 7;
      if (begin + down * H > now) break;
      cursor = begin + down * H;
      breakdownRows.push({
        asset_id: asset.id,
        title: 'Stopped',
        status: 'completed',
        breakdown_start_time: new Date(begin).toISOString(),
        breakdown_end_time: new Date(cursor).toISOString(),
        downtime_hours: Math.round(down * 100) / 100,
      });
    }
  }
  // Top up to exactly 20,000 with short stops spread over the history of the first assets.
  for (let i = 0; breakdownRows.length < BREAKDOWN_COUNT; i++) {
    const begin = start + random() * (now - start - 2 * H);
    breakdownRows.push({
      asset_id: assetRows[i % ASSET_COUNT].id,
      title: 'Short stop',
      status: 'completed',
      breakdown_start_time: new Date(begin).toISOString(),
      breakdown_end_time: new Date(begin + H).toISOString(),
      downtime_hours: 1,
    });
  }
  return { assetRows, breakdownRows };
}

async function seed(database: Database) {
  const { assetRows, breakdownRows } = seedRows(Date.now());
  await database.db.insert(assets).values(assetRows);
  for (let i = 0; i < breakdownRows.length; i += 1000) {
    await database.db.insert(asset_breakdowns).values(breakdownRows.slice(i, i + 1000));
  }
  await database.db.execute(sql`analyze`);
  const email = await createBenchAccount(database.db);
  return { email, assetId: assetRows[0].id, breakdowns: breakdownRows.length };
}

interface Row {
  database: string;
  route: string;
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function run(label: string, database: Database): Promise<Row[]> {
  const seeded = performance.now();
  const { email, assetId, breakdowns } = await seed(database);
  console.log(
    `${label}: seeded ${ASSET_COUNT} assets and ${breakdowns} breakdowns in ${Math.round(performance.now() - seeded)} ms`,
  );
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' },
    'bench',
  );
  const app = (await buildApp({ config, database, logger: false })) as App & {
    samples: Map<string, number[]>;
  };
  app.samples = new Map();
  app.addHook('onResponse', async (request, reply) => {
    app.samples.get(request.url)?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookie = await signIn(base, email);
    const rows: Row[] = [];
    const runs: [string, number][] = [
      ['/api/predictive/assets', 1],
      ['/api/predictive/assets', CONNECTIONS],
      [`/api/predictive/assets/${assetId}`, 1],
    ];
    for (const [route, connections] of runs) {
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${base}${route}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      }
      app.samples.set(route, []);
      const result = await autocannon({
        url: `${base}${route}`,
        connections,
        duration: DURATION_S,
        headers: { cookie },
      });
      const samples = (app.samples.get(route) ?? []).sort((a, b) => a - b);
      rows.push({
        database: label,
        route: route.replace(assetId, ':id'),
        connections,
        requests: result.requests.total,
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        p99: percentile(samples, 99),
        errors: result.errors + result.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

async function main() {
  const rows = await onEachDatabase('plantwise-bench-predictive-', run);
  const load = machineLoad();
  console.log(`\n${DURATION_S} s per run, ${os.cpus().length} cores, load average ${load}`);
  console.table(
    rows.map((r) => ({
      db: r.database,
      route: r.route,
      conns: r.connections,
      requests: r.requests,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      errors: r.errors,
    })),
  );
  reportResults(
    rows
      .filter((r) => r.route === '/api/predictive/assets')
      .map((r) => ({
        bench: 'predictive',
        measure: `fleet ranking p95, ${r.database}, ${r.connections} conn`,
        value: r.p95,
        unit: 'ms',
        target: `≤ ${TARGET_P95_MS} ms`,
        met: r.p95 <= TARGET_P95_MS,
      })),
  );
  for (const row of rows.filter((r) => r.route === '/api/predictive/assets')) {
    const verdict = row.p95 <= TARGET_P95_MS ? 'meets' : 'MISSES';
    console.log(
      `${row.database}, ${row.connections} connection(s): fleet ranking p95 ${row.p95.toFixed(1)} ms — ${verdict} the ${TARGET_P95_MS} ms target`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
