// `npm run crash-test`: kill -9 the server in the middle of writes and check that every write it
// acknowledged is still there after a restart. PGlite by default; with DATABASE_URL set, that
// PostgreSQL database. CRASH_CYCLES sets the number of cycles (default 5; run 100 on demand).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale, builtServerMain, root } from './lib.mjs';

const cycles = Number(process.env.CRASH_CYCLES ?? 5);
if ((await buildServerIfStale()) !== 0) process.exit(1);
const admin = { email: 'crash-admin@plantwise.test', password: 'Crash-test-pass-9' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-crash-'));
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves with the promise, or gives up after `ms` (a request cut by the kill may never settle). */
const within = (promise, ms) => Promise.race([promise, sleep(ms)]);
// Keeps the event loop alive while waiting on a child that is being killed.
const keepAlive = setInterval(() => {}, 1000);

function startServer() {
  // The production build, one process in its own group, so SIGKILL really kills the server.
  return spawn(process.execPath, ['--enable-source-maps', builtServerMain], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      CMMS_ADMIN_EMAIL: admin.email,
      CMMS_ADMIN_PASSWORD: admin.password,
    },
  });
}

async function waitHealthy(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error('server not ready within 120 s');
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

const acknowledged = [];
let attempted = 0;
let lost = 0;
try {
  for (let cycle = 1; cycle <= cycles + 1; cycle++) {
    const server = startServer();
    const started = Date.now();
    await waitHealthy(server);
    const cookie = await signIn();
    // Everything acknowledged before any earlier kill must be there.
    for (const asset of acknowledged.filter((a) => !a.checked)) {
      const response = await fetch(`${base}/api/assets/${asset.id}`, { headers: { cookie } });
      if (response.status !== 200 || (await response.json()).asset_id !== asset.code) lost++;
      asset.checked = true;
    }
    console.log(
      `cycle ${cycle - 1}: ready in ${Date.now() - started} ms; ${acknowledged.length} acknowledged writes checked, ${lost} lost`,
    );
    if (cycle > cycles) {
      process.kill(-server.pid, 'SIGTERM');
      break;
    }
    // Write as fast as one client can, and kill -9 at a random moment.
    const killAt = Date.now() + 300 + Math.random() * 2500;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        const code = `CRASH-${randomBytes(5).toString('hex')}`;
        attempted++;
        try {
          const response = await fetch(`${base}/api/assets`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ asset_id: code, asset_name: `Crash test ${code}` }),
          });
          if (response.status === 201) acknowledged.push({ id: (await response.json()).id, code });
        } catch {
          return; // the server is gone
        }
      }
    })();
    await sleep(Math.max(0, killAt - Date.now()));
    process.kill(-server.pid, 'SIGKILL');
    stop = true;
    await within(writer, 10_000);
    await within(
      new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve))),
      10_000,
    );
  }
} finally {
  clearInterval(keepAlive);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `Crash test: ${cycles} kill -9 cycles, ${attempted} writes attempted, ${acknowledged.length} acknowledged, ${lost} lost.`,
);
if (lost > 0) process.exit(1);
