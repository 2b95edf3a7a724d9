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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ASSET_CATEGORIES, ASSET_STATUSES, CONDITION_GRADES, CRITICALITIES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { assets } from '../apps/server/src/db/schema';
import { insertAccount } from '../apps/server/src/modules/auth';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { loadConfig } from '../apps/server/src/platform/config';
import {
  CONNECTIONS,
  load,
  PASSWORD,
  printRows,
  type Row,
  sampleResponses,
  signIn,
  withPostgres,
} from './lib/load';

const ASSET_COUNT = 10_000;
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
  const email = `bench-${randomBytes(4).toString('hex')}@plantwise.test`;
  await insertAccount(database.db, {
    email,
    full_name: 'Bench Manager',
    role: 'manager',
    password_hash: await hashPassword(PASSWORD),
    confirmed_at: new Date().toISOString(),
  });
  return { email };
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
  const app = sampleResponses(await buildApp({ config, database, logger: false }));
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
  const rows: Row[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-bench-assets-'));
  try {
    const database = await openDatabase({ dataDir: dir, statementTimeoutMs: 30_000 });
    try {
      rows.push(...(await run('pglite', database)));
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) rows.push(...(await withPostgres(postgresUrl, (database) => run('postgres', database))));

  printRows(`${ASSET_COUNT.toLocaleString('en-GB')} assets`, rows);
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
