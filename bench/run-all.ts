/**
 * `npm run bench`: every bench of this folder, one after the other, into one table. Writes
 * bench/results/latest.json and latest.md with the machine's facts (cores, memory, load, Node,
 * PostgreSQL and PGlite versions). Each bench keeps its own output in bench/results/<name>.log.
 * PostgreSQL figures are included when TEST_DATABASE_URL or DATABASE_URL is set.
 *
 * `npm run bench -- --group` runs only a plant group's benches (issue 38; not in CI: they take tens of
 * minutes): 1,000 live sockets (realtime-sockets.ts) and the group on PostgreSQL (group-scale.ts, which needs
 * TEST_DATABASE_URL). Their table goes to latest-group.json and latest-group.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchResult } from './support';

const GROUP = process.argv.includes('--group');
const GROUP_BENCHES = ['realtime-sockets', 'group-scale'];
const ALL_BENCHES = [
  'production',
  'lighthouse',
  'assets-list',
  'locations',
  'sites',
  'inventory-list',
  'work-orders-list',
  'search',
  'predictive',
  'budget',
  'analytics',
  'realtime-latency',
  'users-load',
  'meter-readings',
  'meter-ingest',
];
const BENCHES = GROUP ? GROUP_BENCHES : ALL_BENCHES;
const latest = GROUP ? 'latest-group' : 'latest';
const here = import.meta.dirname;
const resultsDir = path.join(here, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const resultsFile = path.join(resultsDir, `${latest}.jsonl`);
fs.rmSync(resultsFile, { force: true });

const failed: string[] = [];
for (const name of BENCHES) {
  const started = Date.now();
  process.stdout.write(`${name}… `);
  const log = fs.openSync(path.join(resultsDir, `${name}.log`), 'w');
  const run = spawnSync(path.join(here, '../node_modules/.bin/tsx'), [path.join(here, `${name}.ts`)], {
    cwd: here,
    stdio: ['ignore', log, log],
    env: { ...process.env, BENCH_RESULTS_FILE: resultsFile },
  });
  fs.closeSync(log);
  if (run.status !== 0) failed.push(name);
  console.log(`${run.status === 0 ? 'done' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
}

const results: BenchResult[] = fs.existsSync(resultsFile)
  ? fs
      .readFileSync(resultsFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
let postgres = 'not measured (set TEST_DATABASE_URL)';
if (postgresUrl) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  postgres = (await client.query('show server_version')).rows[0].server_version;
  await client.end();
}
const readVersion = (pkg: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../node_modules/${pkg}/package.json`), 'utf8')).version;
const machine = {
  date: new Date().toISOString(),
  cores: os.cpus().length,
  memory_gb: Math.round(os.totalmem() / 2 ** 30),
  load_average: os.loadavg().map((n) => Number(n.toFixed(2))),
  node: process.version,
  postgresql: postgres,
  pglite: readVersion('@electric-sql/pglite'),
};
fs.writeFileSync(
  path.join(resultsDir, `${latest}.json`),
  `${JSON.stringify({ machine, results, failed }, null, 2)}\n`,
);
fs.rmSync(resultsFile, { force: true });

const format = (r: BenchResult) =>
  `${r.value >= 100 ? Math.round(r.value).toLocaleString('en-GB') : r.value.toFixed(1)}${r.unit ? ` ${r.unit}` : ''}`;
const verdict = (r: BenchResult) => (r.met === undefined ? '' : r.met ? 'met' : 'MISSED');
const md = [
  `# ${GROUP ? 'Group-scale bench' : 'Bench'} results (${machine.date.slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `${machine.cores} cores, ${machine.memory_gb} GB, load average ${machine.load_average.join(' / ')}, Node ${machine.node}, PostgreSQL ${machine.postgresql}, PGlite ${machine.pglite}.`,
  '',
  '| bench | measure | value | target | |',
  '|---|---|---|---|---|',
  ...results.map((r) => `| ${r.bench} | ${r.measure} | ${format(r)} | ${r.target ?? ''} | ${verdict(r)} |`),
  ...(failed.length ? ['', `Failed to run: ${failed.join(', ')} (see bench/results/<name>.log).`] : []),
  '',
].join('\n');
fs.writeFileSync(path.join(resultsDir, `${latest}.md`), md);
console.log(`\n${md}`);
if (failed.length) process.exitCode = 1;
