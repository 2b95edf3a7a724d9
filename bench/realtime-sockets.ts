/**
 * A plant group's live sockets (issue 38): 1,000 browsers connected to one instance, and 2 × 1,000 on two
 * instances sharing a PostgreSQL database. The sockets belong to 1,000 people with a mix of roles (admin,
 * manager, quality, technician, user) and sites (every site, one site, two sites of ten), so the server's
 * per-socket filtering (docs/decisions/site-access.md) runs as it would in a group.
 *
 *   npm run bench:sockets -w bench        (add TEST_DATABASE_URL=postgres://… for the two instances)
 *
 * Measured:
 * - write → event: 50 writes (after 5 warm-up writes) through HTTP, alternately an inventory item (shared:
 *   every socket hears of it) and an asset at one of the ten sites (only that site's people and those with
 *   every site hear of it). For each write, the time until the median and until the last socket that should
 *   hear of it has its event; p95 over the writes. Every socket that should not hear of a write is checked
 *   not to (a wrong delivery fails the bench).
 * - memory per socket: the server process's V8 heap and buffers (heapUsed + external, after full collections)
 *   with its sockets open, minus the same before they connected, divided by its number of sockets; the
 *   sessions the server remembers for their people are part of it. Resident memory is printed too, but it
 *   falls as often as it rises between the two readings (the collector returns pages of the seeding), so it
 *   does not measure the sockets.
 * - sessions that end: 100 sessions go idle past the idle timeout (nothing is published: the periodic check
 *   must find them) and 100 are revoked (published: closed at once); the time until each socket is closed
 *   with 4401, against the check interval (5 s here, REALTIME_SESSION_CHECK_S).
 *
 * The browsers run in a child process (this file with `--clients`), as they would on other machines: their
 * parsing does not share the server's event loop, and the server's memory is its own. Times are taken by the
 * client process, which also makes the writes, so one clock measures both ends.
 * BENCH_CPU_PROFILE_DIR=<folder> writes the server's CPU profile of the writes there.
 * BENCH_SOCKETS_ONLY=pglite or =postgres runs one of the two measures.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { mayHearOfChange, REALTIME_CLOSE_SESSION_ENDED, type Role } from '@plantwise/domain';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { WebSocket } from 'ws';
import { type App, buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { assets, inventory_items, sessions, user_sites } from '../apps/server/src/db/schema';
import { insertAccount } from '../apps/server/src/modules/auth';
import { insertLocationRow } from '../apps/server/src/modules/locations/locations.queries';
import { createSession } from '../apps/server/src/platform/auth/sessions';
import { mayHearOfSites } from '../apps/server/src/platform/auth/site-scope';
import { loadConfig } from '../apps/server/src/platform/config';
import type { ChangeEvent } from '../apps/server/src/platform/realtime/change-feed';
import { RealtimeHub } from '../apps/server/src/platform/realtime/realtime-hub';
import { machineLoad, percentile, reportResults } from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WRITES = 50;
const WARM_UP = 5;
const SITES = 10;
const ENDED_SESSIONS = 100;
const SESSION_CHECK_S = 5;
const EVENT_TIMEOUT_MS = 5_000;
const CONNECT_BATCH = 50;
const APP_URL = 'http://localhost:3000';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
const ONLY = process.env.BENCH_SOCKETS_ONLY;
const TARGETS = { medianMs: 25, lastMs: 100, bytesPerSocket: 20 * 1024 };

/** One browser: its session cookie, the instance it connects to, and who it is (to know what it may hear). */
interface SocketSpec {
  host: string;
  cookie: string;
  userId: string;
  role: Role;
  sites: string[] | null;
}

/** One write the client makes, and the event it causes. */
interface WriteSpec {
  kind: 'shared' | 'site';
  path: string;
  field: string;
  table: string;
  id: string;
  /** The event's sites (absent: the row is not kept to sites). */
  sites?: string[];
}

type ToClients =
  | { type: 'start'; sockets: SocketSpec[]; writer: { host: string; cookie: string }; writes: WriteSpec[] }
  | { type: 'expired' };

interface WriteSample {
  kind: WriteSpec['kind'];
  recipients: number;
  /** Write start → the first, the median and the last socket that should hear of it. */
  first: number;
  median: number;
  last: number;
  answer: number;
  missing: number;
  wrong: number;
}

interface ClientResults {
  connectMs: number;
  writes: WriteSample[];
  closedEarly: number[];
  idleClose: number[];
  revokedClose: number[];
  notClosed: number;
}

type FromClients =
  | { type: 'ready' }
  | { type: 'opened'; ms: number }
  | { type: 'writes-done' }
  | { type: 'expire'; how: 'idle' | 'revoked'; userIds: string[] }
  | { type: 'done'; results: ClientResults }
  | { type: 'failed'; error: string };

// ——— the browsers (child process) ———

async function runClients(): Promise<void> {
  const send = (message: FromClients) => process.send?.(message);
  const started = new Promise<Extract<ToClients, { type: 'start' }>>((resolve) =>
    process.once('message', (message) => resolve(message as Extract<ToClients, { type: 'start' }>)),
  );
  // The server sends the work once this process listens: a message sent earlier would be lost.
  send({ type: 'ready' });
  const start = await started;
  const expiredAck = () => new Promise<void>((resolve) => process.once('message', () => resolve()));

  interface Current {
    write: WriteSpec;
    expected: Set<number>;
    arrivals: number[];
    heard: Set<number>;
    wrong: number;
    started: number;
    done: () => void;
  }
  let current: Current | null = null;
  const closedAt = new Map<number, { at: number; code: number }>();

  const opened = performance.now();
  const sockets: WebSocket[] = [];
  for (let first = 0; first < start.sockets.length; first += CONNECT_BATCH) {
    const batch = start.sockets.slice(first, first + CONNECT_BATCH);
    sockets.push(
      ...(await Promise.all(
        batch.map(
          (spec, offset) =>
            new Promise<WebSocket>((resolve, reject) => {
              const index = first + offset;
              const socket = new WebSocket(`ws://${spec.host}/api/realtime`, {
                headers: { Cookie: spec.cookie, Origin: APP_URL },
              });
              socket.once('open', () => resolve(socket));
              socket.once('error', reject);
              socket.once('unexpected-response', (_req, res) =>
                reject(new Error(`upgrade refused: ${res.statusCode}`)),
              );
              socket.on('close', (code) => closedAt.set(index, { at: performance.now(), code }));
              socket.on('message', (data) => {
                const at = performance.now();
                const event = JSON.parse(String(data)) as { table: string; id: string };
                const now = current;
                if (!now || event.table !== now.write.table || event.id !== now.write.id) return;
                if (!now.expected.has(index) || now.heard.has(index)) {
                  now.wrong++;
                  return;
                }
                now.heard.add(index);
                now.arrivals.push(at - now.started);
                if (now.heard.size === now.expected.size) now.done();
              });
            }),
        ),
      )),
    );
  }
  send({ type: 'opened', ms: performance.now() - opened });

  const samples: WriteSample[] = [];
  for (let i = 0; i < WARM_UP + WRITES; i++) {
    const write = start.writes[i % start.writes.length];
    const expected = new Set<number>();
    start.sockets.forEach((spec, index) => {
      // A socket the server closed is counted once (closedEarly), not as an event missing from every write.
      if (closedAt.has(index)) return;
      if (
        mayHearOfChange(write.table, { id: spec.userId, role: spec.role }) &&
        mayHearOfSites(spec.sites, write.sites)
      )
        expected.add(index);
    });
    let finish = () => {};
    const all = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const now: Current = {
      write,
      expected,
      arrivals: [],
      heard: new Set(),
      wrong: 0,
      started: performance.now(),
      done: finish,
    };
    current = now;
    const response = await fetch(`http://${start.writer.host}${write.path}`, {
      signal: AbortSignal.timeout(30_000),
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: start.writer.cookie },
      body: JSON.stringify({ [write.field]: `Bench write ${i}` }),
    });
    if (!response.ok) throw new Error(`write failed: ${response.status} ${await response.text()}`);
    const answer = performance.now() - now.started;
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, EVENT_TIMEOUT_MS))]);
    // A socket that should not hear of the write would hear of it with the others: wait a little for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    current = null;
    if (i < WARM_UP) continue;
    const arrivals = now.arrivals.sort((a, b) => a - b);
    samples.push({
      kind: write.kind,
      recipients: expected.size,
      first: arrivals[0] ?? Number.NaN,
      median: percentile(arrivals, 50),
      last: arrivals[arrivals.length - 1] ?? Number.NaN,
      answer,
      missing: expected.size - now.heard.size,
      wrong: now.wrong,
    });
  }
  // Sockets the server closed during the writes (none should be): their close codes.
  const closedEarly = [...closedAt.values()].map((closed) => closed.code);
  send({ type: 'writes-done' });

  // Sessions that end: the first ENDED_SESSIONS sockets go idle, the next ENDED_SESSIONS are revoked.
  const ended = async (how: 'idle' | 'revoked', from: number) => {
    const indexes = Array.from({ length: ENDED_SESSIONS }, (_, n) => from + n);
    const started = performance.now();
    send({ type: 'expire', how, userIds: indexes.map((index) => start.sockets[index].userId) });
    await expiredAck();
    const deadline = started + 2 * SESSION_CHECK_S * 1000 + 5_000;
    while (performance.now() < deadline && indexes.some((index) => !closedAt.has(index)))
      await new Promise((resolve) => setTimeout(resolve, 10));
    return indexes
      .map((index) => closedAt.get(index))
      .filter((closed) => closed?.code === REALTIME_CLOSE_SESSION_ENDED)
      .map((closed) => (closed?.at ?? 0) - started)
      .sort((a, b) => a - b);
  };
  const idleClose = await ended('idle', 0);
  const revokedClose = await ended('revoked', ENDED_SESSIONS);
  const notClosed = 2 * ENDED_SESSIONS - idleClose.length - revokedClose.length;
  for (const socket of sockets) socket.terminate();
  const results = {
    connectMs: performance.now() - opened,
    writes: samples,
    closedEarly,
    idleClose,
    revokedClose,
    notClosed,
  };
  process.send?.({ type: 'done', results } satisfies FromClients, () => process.disconnect());
}

// ——— the server (this process) ———

const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    APP_URL,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    REALTIME_SESSION_CHECK_S: String(SESSION_CHECK_S),
  },
  'bench',
);
const policy = { idleTimeoutS: config.SESSION_IDLE_TIMEOUT_S, maxAgeS: config.SESSION_MAX_AGE_S };

/**
 * The server's own time for each write's event: the filter of every socket and the send to those that may hear
 * of it (RealtimeHub's broadcast), without the write, the database and the clients.
 */
const broadcastMs: number[] = [];
let timingBroadcasts = false;
const hub = RealtimeHub.prototype as unknown as { broadcast: (event: ChangeEvent) => void };
const broadcast = hub.broadcast;
hub.broadcast = function (this: unknown, event: ChangeEvent) {
  const started = performance.now();
  broadcast.call(this, event);
  if (timingBroadcasts && (event.table === 'assets' || event.table === 'inventory_items'))
    broadcastMs.push(performance.now() - started);
};

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Memory after full collections and a pause (V8 gives pages back to the system a little after a collection). */
async function memory(): Promise<{ rss: number; heap: number }> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external };
}

async function listen(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The roles of a group's people: mostly technicians and users, some managers, a few admins and quality. */
function roleOf(n: number): Role {
  const slot = n % 20;
  if (slot === 0) return 'admin';
  if (slot <= 3) return 'manager';
  if (slot === 4) return 'quality';
  if (slot <= 14) return 'technician';
  return 'user';
}

/** 30 % see every site, 60 % one site, 10 % two sites. */
function sitesOf(n: number, siteIds: string[]): string[] | null {
  const slot = n % 10;
  const site = Math.floor(n / 10) % SITES;
  if (slot <= 2) return null;
  if (slot <= 8) return [siteIds[site]];
  return [siteIds[site], siteIds[(site + 1) % SITES]];
}

interface Seeded {
  people: Array<Omit<SocketSpec, 'host'>>;
  writerCookie: string;
  writes: WriteSpec[];
}

async function seed(database: Database, count: number): Promise<Seeded> {
  const db = database.db;
  const now = new Date();
  const siteIds: string[] = [];
  for (let s = 0; s < SITES; s++) {
    const id = randomUUID();
    await insertLocationRow(
      db,
      {
        id,
        parent_id: null,
        kind: 'site',
        code: `S${s}`,
        name: `Site ${s}`,
        position: s,
        path: [{ id, name: `Site ${s}` }],
      },
      now.toISOString(),
    );
    siteIds.push(id);
  }
  const assetIds = (
    await db
      .insert(assets)
      .values(
        siteIds.map((location_id, s) => ({
          asset_id: `SOCK-${s}`,
          asset_name: `Filler ${s}`,
          site: `Site ${s}`,
          location_id,
        })),
      )
      .returning({ id: assets.id })
  ).map((row) => row.id);
  const [item] = await db
    .insert(inventory_items)
    .values({ item_id: 'SOCK-PART', item_name: 'Bench bearing' })
    .returning({ id: inventory_items.id });

  // One password hash for everyone: people here never sign in with it, their sessions are made directly.
  const password_hash = `bench-${randomBytes(8).toString('hex')}`;
  const person = async (n: number, role: Role) => {
    const { user } = await insertAccount(db, {
      email: `socket-${n}-${randomBytes(3).toString('hex')}@plantwise.test`,
      full_name: `Socket person ${n}`,
      role,
      password_hash,
      confirmed_at: now.toISOString(),
    });
    const { token } = await createSession(db, user.id, policy, now, { userAgent: 'bench' });
    return { userId: user.id, cookie: `pw_session=${token}` };
  };
  const people: Seeded['people'] = [];
  const limits: Array<{ user_id: string; location_id: string }> = [];
  for (let n = 0; n < count; n++) {
    const role = roleOf(n);
    const sites = sitesOf(n, siteIds);
    const { userId, cookie } = await person(n, role);
    for (const location_id of sites ?? []) limits.push({ user_id: userId, location_id });
    people.push({ userId, cookie, role, sites });
  }
  for (let first = 0; first < limits.length; first += 1000)
    await db.insert(user_sites).values(limits.slice(first, first + 1000));
  const writer = await person(count, 'admin');

  const writes: WriteSpec[] = [];
  for (let s = 0; s < SITES; s++) {
    writes.push({
      kind: 'shared',
      path: `/api/inventory/${item.id}`,
      field: 'supplier',
      table: 'inventory_items',
      id: item.id,
    });
    writes.push({
      kind: 'site',
      path: `/api/assets/${assetIds[s]}`,
      field: 'description',
      table: 'assets',
      id: assetIds[s],
      sites: [siteIds[s]],
    });
  }
  return { people, writerCookie: writer.cookie, writes };
}

interface Measured {
  label: string;
  sockets: number;
  connectMs: number;
  rssPerSocket: number;
  heapPerSocket: number;
  /** The server's time to filter and send each write's event (every instance's), ms, ascending. */
  broadcastMs: number[];
  client: ClientResults;
}

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
    console.log(`CPU profile: ${file}`);
  };
}

/** Seeds, connects every person's socket (round robin over `apps`), writes through the first app. */
/**
 * Seeds, connects every person's socket (round robin over this process's `apps` and the `other` instances'
 * hosts), writes through the first app. Memory per socket is this process's, over its own sockets.
 */
async function measure(
  label: string,
  database: Database,
  apps: App[],
  other: OtherInstance[] = [],
): Promise<Measured> {
  const seeded = performance.now();
  const { people, writerCookie, writes } = await seed(database, SOCKETS * (apps.length + other.length));
  const hosts = [...(await Promise.all(apps.map(listen))), ...other.map((instance) => instance.host)];
  const ownSockets = Math.ceil((people.length * apps.length) / hosts.length);
  console.log(
    `${label}: ${people.length} people and their sessions in ${Math.round(performance.now() - seeded)} ms`,
  );
  const before = await memory();
  const child: ChildProcess = fork(import.meta.filename, ['--clients'], {
    execArgv: ['--import', 'tsx'],
    cwd: import.meta.dirname,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message: ToClients) => child.send(message);
  const sockets = people.map((person, n) => ({ ...person, host: hosts[n % hosts.length] }));
  let stopProfiler: ((name: string) => Promise<void>) | null = null;
  let connectMs = 0;
  let perSocket = { rss: 0, heap: 0 };
  const results = await new Promise<ClientResults>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the clients' process ended (${code})`)));
    child.on('message', async (raw) => {
      const message = raw as FromClients;
      try {
        if (message.type === 'ready')
          ask({ type: 'start', sockets, writer: { host: hosts[0], cookie: writerCookie }, writes });
        else if (message.type === 'opened') {
          connectMs = message.ms;
          const after = await memory();
          perSocket = {
            rss: (after.rss - before.rss) / ownSockets,
            heap: (after.heap - before.heap) / ownSockets,
          };
          if (PROFILE_DIR) stopProfiler = await startProfiler();
          broadcastMs.length = 0;
          timingBroadcasts = true;
        } else if (message.type === 'writes-done') {
          timingBroadcasts = false;
          await stopProfiler?.(`sockets ${label}`);
        } else if (message.type === 'expire') {
          const ended = new Date();
          if (message.how === 'idle') {
            // Past the idle timeout without a request: nothing is published, the periodic check finds it.
            const idle = new Date(ended.getTime() - (policy.idleTimeoutS + 60) * 1000).toISOString();
            await database.db
              .update(sessions)
              .set({ last_seen_at: idle })
              .where(inArray(sessions.user_id, message.userIds));
          } else {
            await database.db
              .update(sessions)
              .set({ revoked_at: ended.toISOString() })
              .where(inArray(sessions.user_id, message.userIds));
          }
          ask({ type: 'expired' });
        } else if (message.type === 'done') resolve(message.results);
        else if (message.type === 'failed') reject(new Error(message.error));
      } catch (error) {
        reject(error);
      }
    });
  });
  child.removeAllListeners('exit');
  return {
    label,
    sockets: sockets.length,
    connectMs,
    rssPerSocket: perSocket.rss,
    heapPerSocket: perSocket.heap,
    broadcastMs: [
      ...broadcastMs,
      ...(await Promise.all(other.map((instance) => instance.stop()))).flat(),
    ].sort((a, b) => a - b),
    client: results,
  };
}

async function onPglite(): Promise<Measured> {
  const database = await openDatabase({ statementTimeoutMs: 30_000 });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return await measure('PGlite, one instance', database, [app]);
  } finally {
    await app.close();
    await database.close();
  }
}

async function onPostgres(serverUrl: string): Promise<Measured> {
  const name = `pw_scale_sockets_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 30_000 });
  const app = await buildApp({ config, database, logger: false });
  // Instance B is a process of its own, as on another machine: its sockets do not share A's event loop.
  const other = await startInstance(url.toString());
  try {
    await app.ready();
    return await measure('PostgreSQL, two instances (writes through A)', database, [app], [other]);
  } finally {
    await other.stop();
    await app.close();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Another server instance in a child process (this file with `--instance <database url>`). */
interface OtherInstance {
  host: string;
  /** Stops it; returns its broadcast times. */
  stop: () => Promise<number[]>;
}

async function startInstance(databaseUrl: string): Promise<OtherInstance> {
  const child = fork(import.meta.filename, ['--instance', databaseUrl], {
    execArgv: ['--import', 'tsx'],
    cwd: import.meta.dirname,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const host = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { host: string }).host));
    child.once('exit', (code) => reject(new Error(`instance B ended (${code})`)));
  });
  let stopped: Promise<number[]> | null = null;
  return {
    host,
    stop: () => {
      stopped ??= new Promise<number[]>((resolve) => {
        child.once('message', (message) => resolve((message as { broadcastMs: number[] }).broadcastMs));
        child.send({ type: 'stop' });
      });
      return stopped;
    },
  };
}

async function runInstance(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 30_000 });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  timingBroadcasts = true;
  process.once('message', async () => {
    timingBroadcasts = false;
    const times = [...broadcastMs];
    await app.close();
    await database.close();
    process.send?.({ broadcastMs: times }, () => process.disconnect());
  });
  process.send?.({ host: await listen(app) });
}

function report(m: Measured): void {
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const of = (samples: WriteSample[], key: 'first' | 'median' | 'last' | 'answer' | 'spread') =>
    samples.map((s) => (key === 'spread' ? s.last - s.first : s[key])).sort((a, b) => a - b);
  const p50p95 = (sorted: number[]) =>
    `p50 ${fmt(percentile(sorted, 50))} p95 ${fmt(percentile(sorted, 95))}`;
  const all = m.client.writes;
  console.log(
    `\n${m.label}: ${m.sockets} sockets, connected in ${fmt(m.connectMs)}; per socket ${kb(m.heapPerSocket)} of V8 heap and buffers (resident memory moved by ${kb(m.rssPerSocket)} a socket: the collector gives back more than the sockets take)`,
  );
  for (const [name, samples] of [
    ['every write', all],
    ['shared row (every socket hears)', all.filter((s) => s.kind === 'shared')],
    ['one site’s asset', all.filter((s) => s.kind === 'site')],
  ] as const) {
    const recipients = samples.map((s) => s.recipients);
    console.log(
      `  ${name} (n=${samples.length}, ${Math.min(...recipients)}–${Math.max(...recipients)} sockets should hear of each): write start → first socket ${p50p95(of(samples, 'first'))}; → median socket ${p50p95(of(samples, 'median'))}; → last socket ${p50p95(of(samples, 'last'))}, max ${fmt(Math.max(...of(samples, 'last')))}; first → last socket ${p50p95(of(samples, 'spread'))}; HTTP answer ${p50p95(of(samples, 'answer'))}`,
    );
  }
  console.log(
    `  server: filtering and sending one event to every socket of an instance ${p50p95(m.broadcastMs)}, max ${fmt(m.broadcastMs[m.broadcastMs.length - 1] ?? Number.NaN)}`,
  );
  const missing = all.reduce((n, s) => n + s.missing, 0);
  const wrong = all.reduce((n, s) => n + s.wrong, 0);
  console.log(`  events missing ${missing}, delivered to a socket that may not hear of them ${wrong}`);
  if (missing > 0)
    console.log(
      `  missing by write: ${all
        .map((s, i) => `#${i} ${s.kind} ${s.missing}/${s.recipients}`)
        .filter((_, i) => all[i].missing > 0)
        .join(', ')}`,
    );
  if (m.client.closedEarly.length > 0)
    console.log(
      `  sockets closed by the server during the writes: ${m.client.closedEarly.length} (codes ${[...new Set(m.client.closedEarly)].join(', ')})`,
    );
  const { idleClose, revokedClose, notClosed } = m.client;
  console.log(
    `  sessions ended: idle → closed p50 ${fmt(percentile(idleClose, 50))} max ${fmt(idleClose[idleClose.length - 1] ?? Number.NaN)} (check every ${SESSION_CHECK_S} s); revoked → closed p50 ${fmt(percentile(revokedClose, 50))} max ${fmt(revokedClose[revokedClose.length - 1] ?? Number.NaN)}; not closed ${notClosed}`,
  );
  const medianP95 = percentile(of(all, 'median'), 95);
  const lastP95 = percentile(of(all, 'last'), 95);
  const idleMax = idleClose[idleClose.length - 1] ?? Number.POSITIVE_INFINITY;
  const bench = 'live sockets';
  const spreadP95 = percentile(of(all, 'spread'), 95);
  reportResults([
    {
      bench,
      measure: `first → last socket of a write p95, ${m.label}, ${m.sockets} sockets`,
      value: spreadP95,
      unit: 'ms',
    },
    {
      bench,
      measure: `server's filter and send of an event p95, ${m.label}`,
      value: percentile(m.broadcastMs, 95),
      unit: 'ms',
    },
    {
      bench,
      measure: `write → median socket p95, ${m.label}, ${m.sockets} sockets`,
      value: medianP95,
      unit: 'ms',
      target: `≤ ${TARGETS.medianMs} ms`,
      met: medianP95 <= TARGETS.medianMs,
    },
    {
      bench,
      measure: `write → last socket p95, ${m.label}, ${m.sockets} sockets`,
      value: lastP95,
      unit: 'ms',
      target: `≤ ${TARGETS.lastMs} ms`,
      met: lastP95 <= TARGETS.lastMs,
    },
    {
      bench,
      measure: `memory per socket (V8 heap and buffers), ${m.label}`,
      value: m.heapPerSocket / 1024,
      unit: 'KB',
      target: '≤ 20 KB',
      met: m.heapPerSocket <= TARGETS.bytesPerSocket,
    },
    {
      bench,
      measure: `idle session → socket closed, max, ${m.label}`,
      value: idleMax,
      unit: 'ms',
      target: `≤ ${SESSION_CHECK_S * 1000} ms (check interval)`,
      met: idleMax <= SESSION_CHECK_S * 1000 && notClosed === 0,
    },
  ]);
  if (missing > 0 || wrong > 0 || notClosed > 0 || m.client.closedEarly.length > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  console.log(
    `Live sockets: ${SOCKETS} people, ${WRITES} writes after ${WARM_UP} warm-up, ${os.cpus().length} cores, load ${machineLoad()}`,
  );
  if (ONLY !== 'postgres') report(await onPglite());
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl && ONLY !== 'pglite') report(await onPostgres(serverUrl));
  else if (ONLY !== 'pglite')
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure two instances.');
  console.log(`load average after: ${machineLoad()}`);
}

if (process.argv.includes('--instance'))
  runInstance(process.argv[process.argv.indexOf('--instance') + 1]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
else if (process.argv.includes('--clients'))
  runClients().catch((error: unknown) => {
    process.send?.({ type: 'failed', error: String(error instanceof Error ? error.stack : error) });
    process.exit(1);
  });
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
