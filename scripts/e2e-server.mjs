// The server the browser tests drive: the production build of the server on a fresh PGlite folder,
// the bootstrap admin, the built web app, and a real OpenID Connect provider in this process for the single
// sign-on journey (it only adds "Sign in with Test Login" to the sign-in page; other journeys ignore it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale, builtServerMain, root } from './lib.mjs';
import { startTestProvider } from './oidc-test-provider.mjs';

const E2E_ADMIN = { email: 'admin@plantwise.test', password: 'Admin-pass-123' };
const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-e2e-'));

if ((await buildServerIfStale()) !== 0) process.exit(1);
// Logins at the provider's own sign-in page (any password), as e2e/tests/sso.spec.ts uses them.
const provider = await startTestProvider({
  accounts: {
    admin: { email: E2E_ADMIN.email, email_verified: true, name: 'E2E Admin' },
    newcomer: { email: 'newcomer@plantwise.test', email_verified: true, name: 'Nia Newcomer' },
    stranger: { email: 'stranger@elsewhere.test', email_verified: true, name: 'A Stranger' },
  },
  redirectUris: [`http://127.0.0.1:${port}/api/auth/oidc/callback`],
});
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
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Test Login',
    // The webhook journey's receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_LOOPBACK: '1',
  },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  cleanUp();
  await provider.close();
  process.exit(code ?? 0);
});
