/**
 * The shared harness of the list benchmarks (assets, inventory, work orders): seeds a fresh
 * database, starts the real server in-process (buildApp + listen), signs in as a manager, and loads
 * each route with autocannon. Reports server-side latency (request received → answer sent, from
 * Fastify's own clock) as p50 / p95 / p99, and the client's req/s. Always on PGlite (a temporary
 * data folder, as `npm start` uses); with DATABASE_URL or TEST_DATABASE_URL set (postgres://…), also
 * on PostgreSQL in a scratch database that is dropped afterwards.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type App, buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/platform/config';
import {
  createBenchAccount,
  machineLoad,
  onEachDatabase,
  percentile,
  reportResults,
  signIn,
} from './support';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** A folder: each load run also writes the server's CPU profile there (open it in Chrome's DevTools). */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** A deterministic random source, so every run seeds the same rows. */
export function seededRandom(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Inserts seed rows 2,000 at a time (one statement per batch stays under the bind-parameter limit). */
export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 2000) await insert(rows.slice(start, start + 2000));
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

const MODE_NAMES = { revalidate: 'revalidated', gzip: 'gzip', shared: 'shared answer' } as const;

/** Runs autocannon against one path; server-side times come from the app's onResponse hook. */
async function load(
  app: App & { samples: Map<string, number[]> },
  base: string,
  label: string,
  route: string,
  cookie: string | null,
  connections: number,
  mode: 'plain' | 'revalidate' | 'gzip' | 'shared' = 'plain',
): Promise<Row> {
  const revalidate = mode === 'revalidate';
  // Warm up: compile the query plans and fill caches before measuring.
  let etag: string | null = null;
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${base}${route}`, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    etag = response.headers.get('etag');
    await response.arrayBuffer();
  }
  // A browser's refetch of a list it already holds: If-None-Match → 304 without a query.
  const conditional = revalidate && etag ? { 'if-none-match': etag } : {};
  // A browser asks for compressed answers: the cost of gzipping the JSON shows against the plain run.
  const encoding = mode === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
  // Lists whose answer is the same for everyone keep it for the next person (conditional-get.ts):
  // every run but 'shared' asks past it, so it measures the query and its serialization.
  const fresh = mode === 'shared' ? {} : { 'cache-control': 'no-cache' };
  app.samples.set(route, []);
  const profiler = PROFILE_DIR ? await startProfiler() : null;
  const result = await autocannon({
    url: `${base}${route}`,
    connections,
    duration: DURATION_S,
    // The load comes from a worker thread, as it would from another machine: in the server's own event
    // loop the client took about half of the time it was measuring.
    workers: 1,
    headers: { ...(cookie ? { cookie } : {}), ...conditional, ...encoding, ...fresh },
  });
  if (profiler) await profiler.stop(`${label} ${route} ${connections} ${mode}`);
  const samples = (app.samples.get(route) ?? []).sort((a, b) => a - b);
  app.samples.delete(route);
  return {
    database: label,
    route: mode === 'plain' ? route : `${route} (${MODE_NAMES[mode]})`,
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    // A 304 is the expected answer of a revalidation.
    errors: result.errors + (revalidate ? result.non2xx - (result['3xx'] ?? 0) : result.non2xx),
  };
}

/** `interleaved` of ListBench: each caller in turn, one request at a time, answers not shared. */
async function interleave(
  app: App & { samples: Map<string, number[]> },
  base: string,
  label: string,
  { route, rounds }: { route: string; rounds: number },
  cookie: string,
  others: Map<string, string>,
): Promise<Row[]> {
  const callers = [['the bench manager', cookie], ...others] as const;
  for (const [, caller] of callers) app.samples.set(`${route} ${caller}`, []);
  const started = performance.now();
  for (let round = 0; round < rounds + 20; round++) {
    // The first 20 rounds warm up (plans, caches) and are not counted.
    if (round === 20) for (const [, caller] of callers) app.samples.set(`${route} ${caller}`, []);
    for (const [, caller] of callers) {
      const response = await fetch(`${base}${route}`, {
        headers: { cookie: caller, 'cache-control': 'no-cache' },
      });
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return callers.map(([name, caller]) => {
    const samples = (app.samples.get(`${route} ${caller}`) ?? []).sort((a, b) => a - b);
    app.samples.delete(`${route} ${caller}`);
    return {
      database: label,
      route: `${route} interleaved, as ${name}`,
      connections: 1,
      requests: samples.length,
      reqPerSec: Math.round((samples.length * callers.length) / seconds / callers.length),
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
      errors: 0,
    };
  });
}

/** Profiles this process (the server; the load runs in autocannon's worker) until stop() writes the file. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const file = path.join(PROFILE_DIR ?? '.', `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`CPU profile: ${file}`);
    },
  };
}

export interface ListBench {
  /** 'assets', 'inventory items': for the log lines. */
  noun: string;
  count: number;
  /** Writes `count` rows into the fresh database. */
  seed: (database: Database) => Promise<void>;
  /**
   * The routes to load: each with its number of connections, and as whom (`as`: one of `accounts`; the bench
   * manager otherwise).
   */
  routes: Array<{ route: string; connections: number; anonymous?: boolean; as?: string }>;
  /** Other people to load routes as, made after the seed: their e-mail addresses by name. */
  accounts?: (database: Database) => Promise<Record<string, string>>;
  /**
   * One route asked by the bench manager and by each of `accounts` in turn, one request at a time, `rounds`
   * times: on a busy machine the callers then share its load alike, which separate runs do not.
   */
  interleaved?: { route: string; rounds: number };
  /** The route whose p95 is held to `targetP95Ms`. */
  firstPage: string;
  targetP95Ms: number;
  /** The results table's names: '<noun> list' and 'first page' unless a bench is not a list. */
  title?: string;
  measured?: string;
  /** Throughput target at 10 connections (500 req/s for a list page); null: none. */
  minReqPerSec?: number | null;
  /** The first page's route shares its answer between people (config sameForEveryone): measure that too. */
  sharedAnswers?: boolean;
}

async function run(bench: ListBench, label: string, database: Database): Promise<Row[]> {
  const seeded = performance.now();
  await bench.seed(database);
  const email = await createBenchAccount(database.db);
  console.log(
    `${label}: seeded ${bench.count.toLocaleString('en-GB')} ${bench.noun} in ${Math.round(performance.now() - seeded)} ms`,
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
    app.samples.get(`${request.url} ${request.headers.cookie}`)?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookie = await signIn(base, email);
    const others = new Map<string, string>();
    for (const [name, address] of Object.entries((await bench.accounts?.(database)) ?? {})) {
      others.set(name, await signIn(base, address));
    }
    const rows: Row[] = [];
    for (const { route, connections, anonymous, as } of bench.routes) {
      const caller = anonymous ? null : as ? (others.get(as) ?? null) : cookie;
      const row = await load(app, base, label, route, caller, connections);
      rows.push(as ? { ...row, route: `${route} as ${as}` } : row);
    }
    if (bench.interleaved)
      rows.push(...(await interleave(app, base, label, bench.interleaved, cookie, others)));
    rows.push(await load(app, base, label, bench.firstPage, cookie, CONNECTIONS, 'gzip'));
    rows.push(await load(app, base, label, bench.firstPage, cookie, CONNECTIONS, 'revalidate'));
    if (bench.sharedAnswers)
      rows.push(await load(app, base, label, bench.firstPage, cookie, CONNECTIONS, 'shared'));
    return rows;
  } finally {
    await app.close();
  }
}

/** Runs the bench on PGlite (and PostgreSQL when a URL is set) and prints the table and the verdict. */
export async function runListBench(bench: ListBench): Promise<void> {
  const rows = await onEachDatabase<Row>('plantwise-bench-', (label, database) =>
    run(bench, label, database),
  );

  // Server-side times on a shared machine grow with its load: print it beside the figures.
  const loadAverage = machineLoad();
  console.log(
    `\n${bench.count.toLocaleString('en-GB')} ${bench.noun}, ${DURATION_S} s per run, ${os.cpus().length} CPU cores, load average ${loadAverage} (1/5/15 min)`,
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
  const measured = bench.measured ?? 'first page';
  const what = new Map([
    [bench.firstPage, measured],
    [`${bench.firstPage} (gzip)`, `${measured} gzipped`],
    [`${bench.firstPage} (revalidated)`, `${measured} revalidated (304)`],
    [`${bench.firstPage} (shared answer)`, `${measured} shared answer`],
  ]);
  const title = bench.title ?? `${bench.noun} list`;
  const minReqPerSec = bench.minReqPerSec === undefined ? 500 : bench.minReqPerSec;
  reportResults(
    rows
      .filter((r) => what.has(r.route))
      .flatMap((r) => {
        const measure = what.get(r.route);
        return [
          {
            bench: title,
            measure: `${measure} p95, ${r.database}, ${r.connections} conn`,
            value: r.p95,
            unit: 'ms',
            target: `≤ ${bench.targetP95Ms} ms`,
            met: r.p95 <= bench.targetP95Ms,
          },
          ...(r.connections >= CONNECTIONS
            ? [
                {
                  bench: title,
                  measure: `${measure} throughput, ${r.database}, ${r.connections} conn`,
                  value: r.reqPerSec,
                  unit: 'req/s',
                  ...(minReqPerSec === null
                    ? {}
                    : { target: `≥ ${minReqPerSec} req/s`, met: r.reqPerSec >= minReqPerSec }),
                },
              ]
            : []),
        ];
      }),
  );
  for (const row of rows.filter((r) => r.route === bench.firstPage)) {
    const verdict = row.p95 <= bench.targetP95Ms ? 'meets' : 'MISSES';
    console.log(
      `${row.database}, ${row.connections} connection(s): ${measured} p95 ${row.p95.toFixed(2)} ms server-side — ${verdict} the ${bench.targetP95Ms} ms target`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}
