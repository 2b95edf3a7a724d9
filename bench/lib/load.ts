/** What the list benchmarks share: sign-in, one autocannon run with server-side percentiles, a scratch PostgreSQL database, the table. */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import type { App } from '../../apps/server/src/app';
import { type Database, openDatabase } from '../../apps/server/src/db/client';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const PASSWORD = 'Bench-password-1';

/** The app with a sample list per measured route (filled by an onResponse hook). */
export type SampledApp = App & { samples: Map<string, number[]> };

/** Records Fastify's own elapsed time of each answer to a route being measured. */
export function sampleResponses(app: App): SampledApp {
  const sampled = app as SampledApp;
  sampled.samples = new Map();
  app.addHook('onResponse', async (request, reply) => {
    sampled.samples.get(request.url)?.push(reply.elapsedTime);
  });
  return sampled;
}

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pw_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export interface Row {
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
export async function load(
  app: SampledApp,
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

export async function withPostgres(url: string, fn: (database: Database) => Promise<Row[]>): Promise<Row[]> {
  const name = `plantwise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: target.toString(),
    statementTimeoutMs: 30_000,
    poolSize: 10,
  });
  try {
    return await fn(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Prints the rows with the machine's load beside them (server-side times grow with it). */
export function printRows(title: string, rows: Row[]) {
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  console.log(
    `\n${title}, ${DURATION_S} s per run, ${os.cpus().length} CPU cores, load average ${loadAverage} (1/5/15 min)`,
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
}
