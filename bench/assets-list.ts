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
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { ASSET_CATEGORIES, ASSET_STATUSES, CONDITION_GRADES, CRITICALITIES } from '@plantwise/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { assets } from '../apps/server/src/db/schema';
import { loadConfig } from '../apps/server/src/platform/config';
import { createBenchAccount, machineLoad, onEachDatabase, percentile, signIn } from './support';

const ASSET_COUNT = 10_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_P95_MS = 50;

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
  let state = 42;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
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

async function seed(database: Database): Promise<{ email: string }> {
  const rows = seedRows(ASSET_COUNT);
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db.insert(assets).values(rows.slice(start, start + 1000));
  }
  await database.db.execute(sql`analyze assets`);
  const email = await createBenchAccount(database.db);
  return { email };
}

interface Row {
  database: string;
  route: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Runs autocannon against one path; server-side times come from the app's onResponse hook. */
async function load(
  app: App & { samples: Map<string, number[]> },
  base: string,
  label: string,
  route: string,
  cookie: string | null,
  connections: number,
): Promise<Row> {
  // Warm up: compile the query plans and fill caches before measuring.
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${base}${route}`, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
  app.samples.set(route, []);
  const result = await autocannon({
    url: `${base}${route}`,
    connections,
    duration: DURATION_S,
    headers: cookie ? { cookie } : {},
  });
  const samples = (app.samples.get(route) ?? []).sort((a, b) => a - b);
  app.samples.delete(route);
  return {
    database: label,
    route,
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, database: Database): Promise<Row[]> {
  const seeded = performance.now();
  const { email } = await seed(database);
  console.log(
    `${label}: seeded ${ASSET_COUNT.toLocaleString('en-GB')} assets in ${Math.round(performance.now() - seeded)} ms`,
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
    for (const connections of [1, CONNECTIONS]) {
      rows.push(await load(app, base, label, '/api/assets?limit=50', cookie, connections));
    }
    rows.push(await load(app, base, label, '/api/assets?limit=50&q=brine%20pump', cookie, CONNECTIONS));
    rows.push(
      await load(
        app,
        base,
        label,
        '/api/assets?limit=50&sort=criticality&order=desc&site=Leeds',
        cookie,
        CONNECTIONS,
      ),
    );
    rows.push(await load(app, base, label, '/api/assets/facets', cookie, CONNECTIONS));
    // For scale: an authenticated route that only resolves the session, and the bare health check.
    rows.push(await load(app, base, label, '/api/auth/session', cookie, CONNECTIONS));
    rows.push(await load(app, base, label, '/api/health', null, CONNECTIONS));
    return rows;
  } finally {
    await app.close();
  }
}

async function main() {
  const rows = await onEachDatabase('plantwise-bench-assets-', run);

  const load = machineLoad();
  console.log(
    `\n${ASSET_COUNT.toLocaleString('en-GB')} assets, ${DURATION_S} s per run, ${os.cpus().length} CPU cores, load average ${load} (1/5/15 min)`,
  );
  console.table(
    rows.map((r) => ({
      db: r.database,
      route: r.route,
      conns: r.connections,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      errors: r.errors,
    })),
  );
  const firstPage = rows.filter((r) => r.route === '/api/assets?limit=50');
  for (const row of firstPage) {
    const verdict = row.p95 <= TARGET_P95_MS ? 'meets' : 'MISSES';
    console.log(
      `${row.database}, ${row.connections} connection(s): first page p95 ${row.p95.toFixed(2)} ms server-side — ${verdict} the ${TARGET_P95_MS} ms target`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
