// The server the browser tests drive: the production build of the server on a fresh PGlite folder,
// the bootstrap admin, the built web app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale, builtServerMain, root } from './lib.mjs';

const E2E_ADMIN = { email: 'admin@plantwise.test', password: 'Admin-pass-123' };
const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-e2e-'));

if ((await buildServerIfStale()) !== 0) process.exit(1);
const child = spawn(process.execPath, ['--enable-source-maps', builtServerMain], {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CMMS_ADMIN_EMAIL: E2E_ADMIN.email,
    CMMS_ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Browser journeys sign in many times from one address.
    SIGN_IN_MAX_PER_IP: '1000',
    // The webhook journey's receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_LOOPBACK: '1',
  },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
