/**
 * Fifty people at once: 50 accounts with their own sessions (technicians, managers, users),
 * each looping over a realistic mix with 0–2 s of think time: the asset register, active breakdowns,
 * the bell, work orders, inventory, asset edits (managers) and breakdown reports (everyone). The real
 * server runs in-process; latency is measured by the clients (request sent → answer read).
 *
 *   npm run bench:users -w bench     (BENCH_DURATION_S, default 30; BENCH_USERS, default 50;
 *                                     BENCH_THINK_MS, default 2000: 0 means no pauses at all;
 *                                     BENCH_INSTANCES, default 2: server instances on PostgreSQL)
 *
 * Background jobs run as in production (notification fan-out and delivery, mail, alerts), so the work a
 * report causes after its answer competes with the requests. On PGlite one instance; with DATABASE_URL or
 * TEST_DATABASE_URL set, also on PostgreSQL with BENCH_INSTANCES instances sharing the database, the
 * users spread over them. Goal: 0 errors, p95 ≤ 200 ms, p99 ≤ 1 s.
 */
import type { AddressInfo } from 'node:net';
import type { Role } from '@plantwise/domain';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { assets } from '../apps/server/src/db/schema';
import { loadConfig } from '../apps/server/src/platform/config';
import { seededRandom } from './list-bench';
import {
  createBenchAccount,
  machineLoad,
  onEachDatabase,
  percentile,
  reportResults,
  signIn,
} from './support';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 2000);
const POSTGRES_INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const ASSET_COUNT = 300;

interface Sample {
  action: string;
  ms: number;
  ok: boolean;
}

type Action = { name: string; weight: number; roles?: Role[]; run: (call: Caller) => Promise<Response> };
type Caller = (method: string, path: string, body?: unknown) => Promise<Response>;

function actions(assetIds: string[], random: () => number): Action[] {
  const anyAsset = () => assetIds[Math.floor(random() * assetIds.length)];
  return [
    { name: 'asset register', weight: 30, run: (call) => call('GET', '/api/assets?limit=50') },
    { name: 'active breakdowns', weight: 15, run: (call) => call('GET', '/api/breakdowns?active=true') },
    { name: 'notifications', weight: 15, run: (call) => call('GET', '/api/notifications') },
    { name: 'work orders', weight: 10, run: (call) => call('GET', '/api/work-orders?limit=50') },
    { name: 'inventory', weight: 10, run: (call) => call('GET', '/api/inventory?limit=50') },
    {
      name: 'asset edit',
      weight: 10,
      roles: ['manager'],
      run: (call) =>
        call('PATCH', `/api/assets/${anyAsset()}`, { location: `Line ${Math.ceil(random() * 6)}` }),
    },
    {
      name: 'breakdown report',
      weight: 10,
      run: (call) =>
        call('POST', '/api/breakdowns', {
          asset_id: anyAsset(),
          title: 'Conveyor stopped',
          severity: 'medium',
        }),
    },
  ];
}

/** The action a point in [0, total weight) falls on. */
function pickWeighted(choices: Action[], point: number): Action {
  let remaining = point;
  for (const choice of choices) {
    remaining -= choice.weight;
    if (remaining < 0) return choice;
  }
  return choices[0];
}

const peakResidentMb = new Map<string, number>();

async function run(
  label: string,
  database: Database,
  databaseUrl?: string,
): Promise<Array<Sample & { db: string }>> {
  const assetIds = (
    await database.db
      .insert(assets)
      .values(
        Array.from({ length: ASSET_COUNT }, (_, i) => ({
          asset_id: `LOAD-${i}`,
          asset_name: `Line asset ${i}`,
        })),
      )
      .returning({ id: assets.id })
  ).map((a) => a.id);
  const roles: Role[] = Array.from(
    { length: USERS },
    (_, i) => (['technician', 'manager', 'user'] as const)[i % 3],
  );
  const emails = await Promise.all(
    roles.map((role, i) => createBenchAccount(database.db, role, `Load user ${i}`)),
  );
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      SIGN_IN_MAX_PER_IP: '100000',
    },
    'bench',
  );
  // More instances share a PostgreSQL database, each with its own pool, as separate processes would.
  const extra = databaseUrl
    ? await Promise.all(
        Array.from({ length: POSTGRES_INSTANCES - 1 }, () =>
          openDatabase({ databaseUrl, statementTimeoutMs: 30_000, poolSize: 10 }),
        ),
      )
    : [];
  const apps = await Promise.all(
    [database, ...extra].map((db) => buildApp({ config, database: db, logger: false })),
  );
  const bases: string[] = [];
  for (const app of apps) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    app.ctx.jobs.start(app.ctx);
    bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  const samples: Sample[] = [];
  // Resident memory under load: the peak of this process, which holds the server and the
  // fifty simulated browsers (their share is small: fetch and a few closures each).
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 250);
  try {
    const cookies = await Promise.all(emails.map((email, i) => signIn(bases[i % bases.length], email)));
    const deadline = Date.now() + DURATION_S * 1000;
    await Promise.all(
      cookies.map(async (cookie, i) => {
        const base = bases[i % bases.length];
        const random = seededRandom(100 + i);
        const mine = actions(assetIds, random).filter((a) => !a.roles || a.roles.includes(roles[i]));
        const total = mine.reduce((sum, a) => sum + a.weight, 0);
        const call: Caller = (method, path, body) =>
          fetch(`${base}${path}`, {
            method,
            headers: {
              cookie,
              ...(body ? { 'content-type': 'application/json', origin: config.publicUrl } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
          });
        while (Date.now() < deadline) {
          if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, random() * THINK_MS));
          const action = pickWeighted(mine, random() * total);
          const started = performance.now();
          const response = await action.run(call);
          await response.arrayBuffer();
          samples.push({ action: action.name, ms: performance.now() - started, ok: response.ok });
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    peakResidentMb.set(label, Math.round(peak / 1024 / 1024));
    for (const app of apps) await app.close();
    for (const db of extra) await db.close();
  }
  return samples.map((s) => ({ ...s, db: label }));
}

const samples = await onEachDatabase('plantwise-bench-users-', run);
console.log(
  `\n${USERS} users, ${DURATION_S} s, think time 0–${THINK_MS} ms, ${POSTGRES_INSTANCES} instances on PostgreSQL, load average ${machineLoad()} (1/5/15 min)`,
);
const rows = [
  ...new Set(samples.map((s) => `${s.db}|${s.action}`)),
  ...new Set(samples.map((s) => `${s.db}|all`)),
];
console.table(
  [...new Set(rows)].map((key) => {
    const [db, action] = key.split('|');
    const mine = samples.filter((s) => s.db === db && (action === 'all' || s.action === action));
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    return {
      db,
      action,
      requests: mine.length,
      errors: mine.filter((s) => !s.ok).length,
      'p50 ms': percentile(ms, 50).toFixed(1),
      'p95 ms': percentile(ms, 95).toFixed(1),
      'p99 ms': percentile(ms, 99).toFixed(1),
    };
  }),
);
for (const db of new Set(samples.map((s) => s.db))) {
  const mine = samples.filter((s) => s.db === db);
  const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
  const errors = mine.filter((s) => !s.ok).length;
  const met = errors === 0 && percentile(ms, 95) <= 200 && percentile(ms, 99) <= 1000;
  const who = `${USERS} users, ${db}${db === 'postgres' ? ` × ${POSTGRES_INSTANCES}` : ''}`;
  reportResults([
    {
      bench: 'users',
      measure: `p95, ${who}`,
      value: percentile(ms, 95),
      unit: 'ms',
      target: '≤ 200 ms',
      met: percentile(ms, 95) <= 200,
    },
    {
      bench: 'users',
      measure: `p99, ${who}`,
      value: percentile(ms, 99),
      unit: 'ms',
      target: '≤ 1000 ms',
      met: percentile(ms, 99) <= 1000,
    },
    { bench: 'users', measure: `errors, ${who}`, value: errors, unit: '', target: '0', met: errors === 0 },
    {
      bench: 'users',
      measure: `peak resident memory under load, ${who} (server${db === 'postgres' ? 's' : ''} and clients, one process)`,
      value: peakResidentMb.get(db) ?? 0,
      unit: 'MB',
    },
  ]);
  console.log(`${db}: ${met ? 'meets' : 'MISSES'} the goal (0 errors, p95 ≤ 200 ms, p99 ≤ 1 s)`);
}
