/**
 * A plant group's scale on PostgreSQL (issue 38): generates a group of 10 sites (group-scale/generate.ts:
 * 50,000 assets, 2,000,000 work orders, 500,000 breakdowns, 5,000,000 stock movements, 1,000 people) into a
 * scratch database, starts the real server in-process on it, and measures with autocannon (10 connections,
 * from a worker thread) every list's first page and a filtered page, the search, and at one connection a
 * site's fleet analytics, the budget year and the dashboard. Server-side latency (Fastify's own clock), p50 /
 * p95 / p99. Lists ask past the shared answers (`Cache-Control: no-cache`), so each request runs its queries.
 * Then every list request of the query-plan test (apps/server/src/test/list-routes.ts) is EXPLAINed at this
 * size: a sequential scan of a table above 10,000 rows is reported as a missed target.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:group -w bench
 *
 * BENCH_GROUP_DATABASE_URL=postgres://…/<database> measures a database generate.ts filled before (it is
 * kept); BENCH_GROUP_KEEP=1 keeps the generated one; BENCH_GROUP_ONLY=<words> runs only the measures naming one
 * of the comma-separated words (e.g. `budget,dashboard`), without the EXPLAIN check of the lists; BENCH_GROUP_* (generate.ts) lowers the sizes;
 * BENCH_DURATION_S the seconds per run (10); BENCH_CPU_PROFILE_DIR writes the server's CPU profile of each
 * run that misses its target.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type App, buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/platform/config';
import { LIMITED_ROUTES, LIST_ROUTES } from '../apps/server/src/test/list-routes';
import { GROUP_PEOPLE, GROUP_SIZE, generateGroup, groupId } from './group-scale/generate';
import { type BenchResult, machineLoad, percentile, reportResults, signIn } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
/** BENCH_GROUP_ONLY: the words naming the measures to run; the EXPLAIN check of the lists is then left out. */
const ONLY = process.env.BENCH_GROUP_ONLY?.split(',').filter(Boolean);
const YEAR = new Date().getUTCFullYear();
/** A table above this many rows must not be read by a sequential scan in a list's page query. */
const SCAN_LIMIT = 10_000;

type Caller = 'manager' | 'limited' | 'admin';
interface Run {
  measure: string;
  route: string;
  connections: number;
  /** No target: a figure to read beside the others. */
  targetMs: number | null;
  as?: Caller;
  /**
   * Asked this many times one after the other, each after a change of a work order: for an answer the server
   * keeps until a change (the fleet analytics, for a minute), so that every request computes it.
   */
  afterAChange?: number;
  /** What changes before each of those requests, or during a load run: a work order (default) or a breakdown. */
  changes?: 'work order' | 'breakdown';
  /** A load run during which a row changes this often (on another instance, through the database). */
  changeEveryMs?: number;
}

/** Every list's first page and a filtered page, at 10 connections: p95 ≤ 50 ms. */
const LISTS = (itemId: string): Run[] =>
  [
    ['asset register, first page', '/api/assets?limit=50'],
    [
      'asset register, filtered (status, criticality, site)',
      '/api/assets?limit=50&status=operational&criticality=critical&site=Site%203',
    ],
    ['work orders, first page', '/api/work-orders?limit=50'],
    ['work orders, filtered (status, priority)', '/api/work-orders?limit=50&status=pending&priority=high'],
    ['work orders, overdue', '/api/work-orders?limit=50&overdue=true'],
    ['work orders, a common word', '/api/work-orders?limit=50&q=gearbox'],
    ['breakdowns, first page', '/api/breakdowns?limit=50'],
    ['breakdowns, filtered (completed)', '/api/breakdowns?limit=50&status=completed'],
    ['spare parts, first page', '/api/inventory?limit=50'],
    ['spare parts, filtered (low stock)', '/api/inventory?limit=50&status=low-stock'],
    ['a part’s stock movements, first page', `/api/inventory/${itemId}/movements?limit=50`],
  ].map(([measure, route]) => ({ measure, route, connections: CONNECTIONS, targetMs: 50 }));

const LIMITED: Run[] = [
  ['asset register, first page, limited to a site', '/api/assets?limit=50'],
  ['work orders, first page, limited to a site', '/api/work-orders?limit=50'],
  ['breakdowns, first page, limited to a site', '/api/breakdowns?limit=50'],
].map(([measure, route]) => ({ measure, route, connections: CONNECTIONS, targetMs: 50, as: 'limited' }));

const SEARCHES: Run[] = [
  ['search, a common word', '/api/search?q=gearbox'],
  ['search, an asset number', '/api/search?q=GS-012345'],
  ['search, a person', '/api/search?q=priya%20patel'],
].map(([measure, route]) => ({ measure, route, connections: CONNECTIONS, targetMs: 50 }));

const REPORTS: Run[] = [
  {
    measure: 'fleet analytics, one site (5,000 assets), after a change',
    route: '/api/analytics/assets?site=Site%201',
    connections: 1,
    targetMs: 1000,
    afterAChange: 15,
  },
  {
    measure: 'fleet analytics, the whole group, after a change',
    route: '/api/analytics/assets',
    connections: 1,
    targetMs: null,
    afterAChange: 5,
  },
  { measure: 'budget year, every site', route: `/api/budget?year=${YEAR}`, connections: 1, targetMs: 500 },
  // The dashboard's plant figures are remembered until a table they read changes; the person's work is read
  // for every request (docs/decisions/group-scale.md, "The dashboard"). The plain runs change nothing; the others
  // say how often the plant's figures are read again in a group where work changes all the time.
  { measure: 'dashboard', route: '/api/dashboard', connections: 1, targetMs: 200 },
  { measure: 'dashboard', route: '/api/dashboard', connections: CONNECTIONS, targetMs: 200 },
  {
    measure: 'dashboard, a work order changing every second',
    route: '/api/dashboard',
    connections: CONNECTIONS,
    targetMs: 200,
    changeEveryMs: 1000,
  },
  {
    measure: 'dashboard, after a work order’s change',
    route: '/api/dashboard',
    connections: 1,
    targetMs: 200,
    afterAChange: 10,
  },
  {
    measure: 'dashboard, after a breakdown’s change',
    route: '/api/dashboard',
    connections: 1,
    targetMs: null,
    afterAChange: 3,
    changes: 'breakdown',
  },
];

interface Row extends Run {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

type BenchApp = App & { samples: Map<string, number[]> };

async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (name: string) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(PROFILE_DIR ?? '.', `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    return file;
  };
}

/** `run.afterAChange` requests, each after a row changed (the kept answer is then stale). */
async function afterChanges(
  app: BenchApp,
  base: string,
  run: Run,
  cookie: string,
  change: () => Promise<void>,
): Promise<Row> {
  app.samples.set(run.route, []);
  const started = performance.now();
  for (let i = 0; i < (run.afterAChange ?? 0); i++) {
    await change();
    // The change reaches the server's table versions through LISTEN/NOTIFY, a moment after the commit.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`${base}${run.route}`, { headers: { cookie, 'cache-control': 'no-cache' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${run.route} answered ${response.status}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const samples = (app.samples.get(run.route) ?? []).sort((a, b) => a - b);
  app.samples.delete(run.route);
  return summarise(run, samples, samples.length, samples.length / seconds, 0);
}

function summarise(run: Run, samples: number[], requests: number, reqPerSec: number, errors: number): Row {
  const row: Row = {
    ...run,
    requests,
    reqPerSec: Math.round(reqPerSec),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    errors,
  };
  console.log(
    `  ${`${run.measure} (${run.connections} conn)`.padEnd(62)} p50 ${row.p50.toFixed(1)}  p95 ${row.p95.toFixed(1)}  p99 ${row.p99.toFixed(1)} ms  ${row.reqPerSec} req/s  errors ${row.errors}`,
  );
  return row;
}

async function load(
  app: BenchApp,
  base: string,
  run: Run,
  cookie: string,
  change: () => Promise<void>,
): Promise<Row> {
  const headers = { cookie, 'cache-control': 'no-cache' };
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${base}${run.route}`, { headers });
    if (!response.ok) {
      console.log(`  ${run.route} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return {
        ...run,
        requests: 0,
        reqPerSec: 0,
        p50: Number.NaN,
        p95: Number.NaN,
        p99: Number.NaN,
        errors: 1,
      };
    }
    await response.arrayBuffer();
  }
  app.samples.set(run.route, []);
  const stopProfiler = PROFILE_DIR ? await startProfiler() : null;
  let changes = 0;
  const changing = run.changeEveryMs
    ? setInterval(() => {
        changes++;
        void change();
      }, run.changeEveryMs)
    : null;
  const result = await autocannon({
    url: `${base}${run.route}`,
    connections: run.connections,
    duration: DURATION_S,
    workers: 1,
    headers,
  });
  if (changing) {
    clearInterval(changing);
    console.log(`  ${changes} changes during the run`);
  }
  const samples = (app.samples.get(run.route) ?? []).sort((a, b) => a - b);
  app.samples.delete(run.route);
  // A profile only where the target is missed: that is where one is read.
  if (stopProfiler) {
    const file = await stopProfiler(`group ${run.measure} ${run.connections}`);
    if (run.targetMs !== null && percentile(samples, 95) > run.targetMs)
      console.log(`  CPU profile: ${file}`);
  }
  return summarise(
    run,
    samples,
    result.requests.total,
    result.requests.average,
    result.errors + result.non2xx,
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** EXPLAINs the page queries of every route of the query-plan test; returns the sequential scans of big tables. */
async function checkPlans(
  base: string,
  cookies: Record<Caller, string>,
  capture: { on: boolean; queries: Array<{ text: string; params: unknown[] }> },
  explain: (text: string, params: unknown[]) => Promise<PlanNode>,
  rowCounts: Map<string, number>,
): Promise<{ checked: number; skipped: string[]; scans: string[] }> {
  const scans: string[] = [];
  const skipped: string[] = [];
  let checked = 0;
  if (ONLY) return { checked, skipped, scans };
  const routes = [
    ...LIST_ROUTES.map((url) => ({ url, as: 'admin' as const })),
    ...LIMITED_ROUTES.map((url) => ({ url, as: 'limited' as const })),
  ];
  for (const { url, as } of routes) {
    capture.queries = [];
    capture.on = true;
    const response = await fetch(`${base}${url}`, {
      headers: { cookie: cookies[as], 'cache-control': 'no-cache' },
    });
    await response.arrayBuffer();
    capture.on = false;
    if (!response.ok) {
      skipped.push(`${url} (${response.status})`);
      continue;
    }
    for (const query of capture.queries) {
      checked++;
      for (const node of nodesOf(await explain(query.text, query.params))) {
        const table = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && table && (rowCounts.get(table) ?? 0) > SCAN_LIMIT)
          scans.push(
            `${url}${as === 'limited' ? ' (limited)' : ''}: ${table} (${rowCounts.get(table)?.toLocaleString('en-GB')} rows)`,
          );
      }
    }
  }
  return { checked, skipped, scans };
}

async function measure(databaseUrl: string): Promise<void> {
  const capture = { on: false, queries: [] as Array<{ text: string; params: unknown[] }> };
  const database = await openDatabase({
    databaseUrl,
    statementTimeoutMs: 60_000,
    poolSize: 10,
    onQuery: (text, params) => {
      if (capture.on && /^\s*select/i.test(text) && /\slimit\s/i.test(text))
        capture.queries.push({ text, params });
    },
  });
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    },
    'bench',
  );
  const app = (await buildApp({ config, database, logger: false })) as BenchApp;
  app.samples = new Map();
  app.addHook('onResponse', async (request, reply) => {
    app.samples.get(request.url)?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    // The planner's row counts, not the statistics collector's: a database copied from a template (CREATE
    // DATABASE … TEMPLATE) starts with empty statistics, which would let every scan pass as a small table's.
    const { rows: counts } = await database.query<{ relname: string; n: number }>(
      `select relname, greatest(reltuples, 0)::float8 as n from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    const rowCounts = new Map(counts.map((row) => [row.relname, Number(row.n)]));
    const { rows: size } = await database.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(
      `Group: ${['assets', 'work_orders', 'asset_breakdowns', 'stock_movements', 'inventory_items', 'users'].map((t) => `${(rowCounts.get(t) ?? 0).toLocaleString('en-GB')} ${t}`).join(', ')}; database ${size[0].size}`,
    );
    const cookies: Record<Caller, string> = {
      admin: await signIn(base, GROUP_PEOPLE.admin),
      manager: await signIn(base, GROUP_PEOPLE.manager),
      limited: await signIn(base, GROUP_PEOPLE.limited),
    };

    const plans = await checkPlans(
      base,
      cookies,
      capture,
      async (text, params) =>
        (
          await database.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
            `explain (format json) ${text}`,
            params,
          )
        ).rows[0]['QUERY PLAN'][0].Plan,
      rowCounts,
    );
    console.log(
      `Query plans: ${plans.checked} page queries of ${LIST_ROUTES.length + LIMITED_ROUTES.length} list requests EXPLAINed; sequential scans of tables above ${SCAN_LIMIT.toLocaleString('en-GB')} rows: ${plans.scans.length}`,
    );
    for (const scan of plans.scans) console.log(`  SCAN ${scan}`);
    if (plans.skipped.length)
      console.log(`  not answered here (nothing of theirs generated): ${plans.skipped.join(', ')}`);

    console.log(`\nLoad (${DURATION_S} s a run, server-side times), load average ${machineLoad()}:`);
    const rows: Row[] = [];
    // A change as another instance makes it: committed in the database, heard through its notification.
    const changeOf = (run: Run) =>
      run.changes === 'breakdown'
        ? async () => {
            await database.query(`update asset_breakdowns set updated_at = now() where id = $1`, [
              groupId('b1'),
            ]);
          }
        : async () => {
            await database.query(`update work_orders set notes = $1 where id = $2`, [
              `Bench change ${Date.now()}`,
              groupId('w1'),
            ]);
          };
    const runs = [...LISTS(groupId('i1')), ...LIMITED, ...SEARCHES, ...REPORTS].filter(
      (run) => !ONLY || ONLY.some((word) => run.measure.includes(word)),
    );
    for (const run of runs) {
      const cookie = cookies[run.as ?? 'manager'];
      rows.push(
        await (run.afterAChange
          ? afterChanges(app, base, run, cookie, changeOf(run))
          : load(app, base, run, cookie, changeOf(run))),
      );
    }

    const results: BenchResult[] = rows.map((row) => ({
      bench: 'group scale',
      measure: `${row.measure} p95, PostgreSQL, ${row.connections} conn`,
      value: row.p95,
      unit: 'ms',
      ...(row.targetMs === null
        ? {}
        : { target: `≤ ${row.targetMs} ms`, met: row.errors === 0 && row.p95 <= row.targetMs }),
    }));
    if (!ONLY)
      results.push({
        bench: 'group scale',
        measure: 'list page queries read by a sequential scan of a big table',
        value: plans.scans.length,
        unit: '',
        target: '0',
        met: plans.scans.length === 0,
      });
    reportResults(results);
    const missed = rows.filter(
      (row) => (row.targetMs !== null && !(row.p95 <= row.targetMs)) || row.errors > 0,
    );
    console.log(
      `\n${rows.length - missed.length} of ${rows.length} runs meet their target; missed: ${missed.map((row) => `${row.measure} (${row.connections} conn) p95 ${row.p95.toFixed(0)} ms, target ${row.targetMs}`).join('; ') || 'none'}`,
    );
    console.log(`${os.cpus().length} cores, load average after ${machineLoad()}`);
    if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const existing = process.env.BENCH_GROUP_DATABASE_URL;
  if (existing) {
    await measure(existing);
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('Group scale skipped: it runs on PostgreSQL (set TEST_DATABASE_URL or DATABASE_URL).');
    return;
  }
  const name = `pw_scale_group_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    console.log(
      `Generating ${name}: ${GROUP_SIZE.sites} sites, ${GROUP_SIZE.assets.toLocaleString('en-GB')} assets, ${GROUP_SIZE.workOrders.toLocaleString('en-GB')} work orders, ${GROUP_SIZE.breakdowns.toLocaleString('en-GB')} breakdowns, ${GROUP_SIZE.movements.toLocaleString('en-GB')} stock movements, ${GROUP_SIZE.people.toLocaleString('en-GB')} people (load average ${machineLoad()})`,
    );
    const started = performance.now();
    await generateGroup(url.toString());
    const seconds = (performance.now() - started) / 1000;
    console.log(`Generated in ${Math.round(seconds)} s`);
    reportResults([
      { bench: 'group scale', measure: 'generating the group (PostgreSQL)', value: seconds, unit: 's' },
    ]);
    await measure(url.toString());
  } finally {
    if (process.env.BENCH_GROUP_KEEP) console.log(`Kept ${url.toString()}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
