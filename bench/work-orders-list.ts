/**
 * Work orders at scale (issue 12): seeds 100,000 work orders on 500 assets over two years into a
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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MAINTENANCE_TYPES, PRIORITIES, WORK_ORDER_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { assets, work_orders } from '../apps/server/src/db/schema';
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

const WORK_ORDER_COUNT = Number(process.env.BENCH_WORK_ORDERS ?? 100_000);
const ASSET_COUNT = 500;
const TARGET_P95_MS = 50;
const DAY = 86_400_000;
const TITLES = [
  'Replace bearings',
  'Realign conveyor',
  'Service gearbox',
  'Replace seals',
  'Inspect wiring',
  'Calibrate checkweigher',
];

async function seed(database: Database): Promise<{ email: string }> {
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
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
    `${label}: seeded ${WORK_ORDER_COUNT.toLocaleString('en-GB')} work orders in ${Math.round(performance.now() - seeded)} ms`,
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
    for (const connections of [1, CONNECTIONS])
      rows.push(await load(app, base, label, '/api/work-orders?limit=50', cookie, connections));
    rows.push(
      await load(
        app,
        base,
        label,
        '/api/work-orders?limit=50&status=pending&priority=high&q=gearbox',
        cookie,
        CONNECTIONS,
      ),
    );
    rows.push(await load(app, base, label, '/api/work-orders?limit=50&overdue=true', cookie, CONNECTIONS));
    rows.push(await load(app, base, label, '/api/work-orders/counts', cookie, CONNECTIONS));
    return rows;
  } finally {
    await app.close();
  }
}

async function main() {
  const rows: Row[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-bench-work-orders-'));
  try {
    const database = await openDatabase({ dataDir: dir, statementTimeoutMs: 60_000 });
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
  printRows(`${WORK_ORDER_COUNT.toLocaleString('en-GB')} work orders`, rows);
  for (const row of rows.filter((r) => r.route === '/api/work-orders?limit=50')) {
    const verdict = row.p95 <= TARGET_P95_MS ? 'meets' : 'MISSES';
    console.log(
      `${row.database}, ${row.connections} connection(s): first page p95 ${row.p95.toFixed(2)} ms — ${verdict} the ${TARGET_P95_MS} ms target`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
