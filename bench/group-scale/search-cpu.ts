/**
 * The work one global search costs, as CPU time rather than wall-clock time (a shared machine's load
 * changes the latter, not the former): each term is asked N times one after the other through the real
 * server, and the server process's CPU (process.cpuUsage) and its PostgreSQL backends' CPU (utime + stime
 * in /proc, so the database must run on this machine) are divided by N. At 10 connections on 2 cores a
 * request's p95 is about 10 × (server + database CPU) / 2.
 *
 *   BENCH_GROUP_DATABASE_URL=postgres://…/<database> npx tsx group-scale/search-cpu.ts [term …]
 *
 * BENCH_SEARCH_REQUESTS the requests per term (200).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { machineLoad, signIn } from '../support';
import { GROUP_PEOPLE } from './generate';
import { startGroupServer } from './server';

const TERMS = process.argv.slice(2).length ? process.argv.slice(2) : ['gearbox', 'GS-012345', 'priya patel'];
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds of each given process so far (a backend the pool closed keeps its last figure). */
function cpuOf(pids: number[], last = new Map<number, number>()): Map<number, number> {
  const now = new Map(last);
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      now.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // Closed while idle: it did no work since last read.
    }
  }
  return now;
}
const sum = (cpu: Map<number, number>) => [...cpu.values()].reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_GROUP_DATABASE_URL;
  if (!databaseUrl) throw new Error('Set BENCH_GROUP_DATABASE_URL to a database generate.ts filled.');
  const application = `search-cpu-${process.pid}`;
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', application);
  const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 120_000 });
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  const { app, base } = await startGroupServer(database);
  const backends = async () =>
    (
      await observer.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        application,
      ])
    ).rows.map((r) => r.pid);
  try {
    const cookie = await signIn(base, GROUP_PEOPLE.manager);
    console.log(`load average ${machineLoad()}; ${REQUESTS} requests a term, one at a time`);
    for (const term of TERMS) {
      const ask = async () => {
        const response = await fetch(`${base}/api/search?q=${encodeURIComponent(term)}`, {
          headers: { cookie, 'cache-control': 'no-cache', 'accept-encoding': 'identity' },
        });
        if (!response.ok) throw new Error(`${term}: ${response.status}`);
        await response.arrayBuffer();
      };
      for (let i = 0; i < 10; i++) await ask();
      const pids = await backends();
      const dbBefore = cpuOf(pids);
      const nodeBefore = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) await ask();
      const wall = performance.now() - started;
      const node = process.cpuUsage(nodeBefore);
      // Backends the pool opened meanwhile count whole.
      const after = await backends();
      const db = sum(cpuOf([...new Set([...pids, ...after])], dbBefore)) - sum(dbBefore);
      const perRequest = (ms: number) => (ms / REQUESTS).toFixed(2);
      console.log(
        `${JSON.stringify(term).padEnd(16)} server ${perRequest((node.user + node.system) / 1000)} ms  database ${perRequest(db)} ms  (${pids.length} backends${after.length !== pids.length ? `, ${after.length} after` : ''})  wall ${perRequest(wall)} ms a request`,
      );
    }
    console.log(`load average ${machineLoad()}`);
  } finally {
    await app.close();
    await database.close();
    await observer.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
