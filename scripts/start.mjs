// `npm start`: build what is not built, then run the server (PGlite under ./data unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { buildWebIfStale, root, serverMain, tsxBin } from './lib.mjs';

const demo = process.argv.includes('--demo');
const code = await buildWebIfStale();
if (code !== 0) process.exit(code);

const child = spawn(tsxBin, [serverMain], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, ...(demo ? { CMMS_DEMO: '1' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
