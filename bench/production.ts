/**
 * The production server as a new user runs it (issue 18): `node scripts/start.mjs` on a PGlite folder.
 * Measures cold start to ready on an existing database, resident memory when idle, /api/health
 * throughput (autocannon, 10 connections) and the sign-in page's JavaScript (gzip, from the build).
 *
 *   npm run bench:production -w bench
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error: a plain ES module script of the web build
import { budgets, pageJs } from '../apps/web/scripts/check-budgets.mjs';
// @ts-expect-error: a plain ES module script of the repo
import { buildServerIfStale, buildWebIfStale, root } from '../scripts/lib.mjs';
import { type BenchResult, reportResults } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://127.0.0.1:${PORT}`;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startServer(dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, readyMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(child: ReturnType<typeof spawn>) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

if ((await buildWebIfStale()) !== 0 || (await buildServerIfStale()) !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-bench-production-'));
try {
  // The first start creates and migrates the database; the figures are taken on the second.
  await stop((await startServer(dataDir)).child);
  const { child, readyMs } = await startServer(dataDir);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleMb = residentMb(child.pid as number);
    const health = await autocannon({ url: `${base}/api/health`, connections: 10, duration: 10 });
    const signInJs = (
      pageJs(budgets.pages['sign-in page (/auth)'].entries) as Array<{ gzip: number }>
    ).reduce((sum, f) => sum + f.gzip, 0);
    const results: BenchResult[] = [
      {
        bench: 'production',
        measure: 'cold start to ready (existing PGlite database)',
        value: readyMs,
        unit: 'ms',
        target: '≤ 2000 ms',
        met: readyMs <= 2000,
      },
      {
        bench: 'production',
        measure: 'idle resident memory, server process',
        value: idleMb,
        unit: 'MB',
        target: '≤ 300 MB',
        met: idleMb <= 300,
      },
      {
        bench: 'production',
        measure: '/api/health throughput, 10 conn',
        value: health.requests.average,
        unit: 'req/s',
        target: '≥ 2000 req/s',
        met: health.requests.average >= 2000,
      },
      {
        bench: 'production',
        measure: 'sign-in page JavaScript, gzip',
        value: signInJs / 1024,
        unit: 'KB',
        target: '≤ 150 KB',
        met: signInJs <= 150 * 1024,
      },
    ];
    console.table(
      results.map((r) => ({
        measure: r.measure,
        value: `${r.value.toFixed(1)} ${r.unit}`,
        target: r.target,
        met: r.met,
      })),
    );
    reportResults(results);
  } finally {
    await stop(child);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
