/**
 * The production server as a new user runs it: `node scripts/start.mjs` on a PGlite folder.
 * Measures cold start to ready on an existing database, resident memory when idle, /api/health
 * throughput (autocannon, 10 connections) and the sign-in page's JavaScript (gzip, from the build).
 *
 *   npm run bench:production -w bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error: a plain ES module script of the web build
import { budgets, pageJs } from '../apps/web/scripts/check-budgets.mjs';
// @ts-expect-error: a plain ES module script of the repo
import { buildServerIfStale, buildWebIfStale } from '../scripts/lib.mjs';
import { startProductionServer, stopProductionServer } from './production-server';
import { type BenchResult, reportResults } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3950);

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

if ((await buildWebIfStale()) !== 0 || (await buildServerIfStale()) !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-bench-production-'));
try {
  // The first start creates and migrates the database; the figures are taken on the second.
  await stopProductionServer((await startProductionServer(dataDir, PORT)).child);
  const { child, base, readyMs } = await startProductionServer(dataDir, PORT);
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
    await stopProductionServer(child);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
