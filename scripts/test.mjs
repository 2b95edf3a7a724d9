// `npm test`: domain unit tests, web component tests, server integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against the built app in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildWebIfStale, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [
  ['Domain unit tests', () => run('npm', ['test', '-w', 'packages/domain'])],
  ['Web component tests', () => run('npm', ['test', '-w', 'apps/web'])],
  [
    'Server integration tests',
    () => {
      // The audit pack is read back with pdftotext, the way an auditor's tools read it.
      if (spawnSync('pdftotext', ['-v']).error) {
        console.error('pdftotext not found: install it with "apt-get install -y poppler-utils".');
        return 1;
      }
      return run('npm', ['test', '-w', 'apps/server']);
    },
  ],
  ['Crash cycles (kill -9 under writes, PGlite)', () => run('node', ['scripts/crash-test.mjs'])],
  ['Web build', () => buildWebIfStale()],
  [
    'Browser tests',
    () => {
      if (!fs.existsSync(chromium)) {
        console.error(
          `Chromium not found at ${chromium}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
        );
        return 1;
      }
      return run('npm', ['test', '-w', 'e2e'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
    },
  ],
];

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await step();
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (code !== 0) process.exit(code);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
