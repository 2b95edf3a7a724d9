/**
 * Realtime latency: the time from starting a write (PATCH /api/profile over HTTP) until a websocket
 * client of GET /api/realtime receives its `{table, op, id}` event, over 200 writes (after 20 warm-up
 * writes), reported as p50 / p95 / max.
 *
 *   npm run bench:realtime -w bench
 *
 * Always measured on PGlite (one instance, in-process notifications). With TEST_DATABASE_URL or
 * DATABASE_URL set (postgres://…), also on PostgreSQL: a scratch database is created on that server
 * and dropped afterwards, with two server instances — the write goes through instance A and the
 * client listens on instance B, so each event crosses LISTEN/NOTIFY.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { WebSocket } from 'ws';
import { type App, buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { insertAccount } from '../apps/server/src/modules/auth';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { loadConfig } from '../apps/server/src/platform/config';
import { percentile, reportResults } from './support';

const WRITES = 200;
const WARM_UP = 20;
const EVENT_TIMEOUT_MS = 5_000;
const PASSWORD = 'Bench-password-1';
const APP_URL = 'http://localhost:3000';

interface Result {
  label: string;
  /** Write start → event received. */
  samples: number[];
  /** Write start → HTTP answer, for comparison: the realtime path adds the difference. */
  writes: number[];
}

async function listen(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function signIn(host: string, email: string): Promise<string> {
  const response = await fetch(`http://${host}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pw_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0];
}

/** Writes through `writeHost`, listens on `listenHost`; returns the latency of each measured write. */
async function measure(writeApp: App, listenApp: App): Promise<Pick<Result, 'samples' | 'writes'>> {
  const email = `bench-${randomBytes(4).toString('hex')}@plantwise.test`;
  const { user } = await insertAccount(writeApp.ctx.db, {
    email,
    full_name: 'Bench User',
    role: 'technician',
    password_hash: await hashPassword(PASSWORD),
    confirmed_at: new Date().toISOString(),
  });
  const writeHost = await listen(writeApp);
  const listenHost = listenApp === writeApp ? writeHost : await listen(listenApp);
  const cookie = await signIn(writeHost, email);

  const socket = new WebSocket(`ws://${listenHost}/api/realtime`, {
    headers: { Cookie: cookie, Origin: APP_URL },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
  let waiting: ((at: number) => void) | undefined;
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { table: string; id: string };
    if (event.table === 'profiles' && event.id === user.id) waiting?.(performance.now());
  });

  const samples: number[] = [];
  const writes: number[] = [];
  for (let i = 0; i < WARM_UP + WRITES; i++) {
    const received = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no event within ${EVENT_TIMEOUT_MS} ms`)),
        EVENT_TIMEOUT_MS,
      );
      waiting = (at) => {
        clearTimeout(timer);
        resolve(at);
      };
    });
    const started = performance.now();
    const response = await fetch(`http://${writeHost}/api/profile`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ full_name: `Bench User ${i}` }),
    });
    if (!response.ok) throw new Error(`write failed: ${response.status}`);
    const answered = performance.now();
    const at = await received;
    if (i >= WARM_UP) {
      samples.push(at - started);
      writes.push(answered - started);
    }
  }
  socket.close();
  return { samples, writes };
}

function report({ label, samples, writes }: Result): void {
  const sorted = [...samples].sort((a, b) => a - b);
  reportResults([
    { bench: 'realtime', measure: `write → event p95, ${label}`, value: percentile(sorted, 95), unit: 'ms' },
  ]);
  const answered = [...writes].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(40)} n=${sorted.length}  event p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  max ${fmt(sorted[sorted.length - 1])}  (HTTP answer p50 ${fmt(percentile(answered, 50))})`,
  );
}

const config = loadConfig(
  { NODE_ENV: 'production', LOG_LEVEL: 'silent', APP_URL, WEB_DIST_DIR: '/nonexistent-web-dist' },
  'bench',
);

async function onPglite(): Promise<Result> {
  const database = await openDatabase({ statementTimeoutMs: 30_000 });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return { label: 'PGlite, one instance', ...(await measure(app, app)) };
  } finally {
    await app.close();
    await database.close();
  }
}

async function onPostgres(serverUrl: string): Promise<Result[]> {
  const name = `plantwise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 30_000 });
      databases.push(database);
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push(app);
    }
    const [a, b] = apps;
    return [
      { label: 'PostgreSQL, same instance', ...(await measure(a, a)) },
      { label: 'PostgreSQL, write on A → client on B', ...(await measure(a, b)) },
    ];
  } finally {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(
    `Realtime write → event latency (${WRITES} writes after ${WARM_UP} warm-up, PATCH /api/profile)`,
  );
  report(await onPglite());
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) for (const result of await onPostgres(serverUrl)) report(result);
  else console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure it.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
