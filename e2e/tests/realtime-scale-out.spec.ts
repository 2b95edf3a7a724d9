import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { freePort, waitUntilHealthy } from '../support/server';

// Scale-out (docs/decisions/one-database-two-drivers.md): two server instances share one PostgreSQL; a
// change made through one reaches a browser connected to the other (LISTEN/NOTIFY). Runs when
// TEST_DATABASE_URL is set.
const serverUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'scale-out-admin@plantwise.test', password: 'Scale-out-pass-123' };
const CSRF = { 'X-Requested-With': 'plantwise' };

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function startServer(port: number, databaseUrl: string): ChildProcess {
  return spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      CMMS_ADMIN_EMAIL: ADMIN.email,
      CMMS_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SIGN_IN_MAX_PER_IP: '1000',
    },
  });
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
}

test.describe('realtime across two server instances on PostgreSQL', () => {
  test.skip(!serverUrl, 'Set TEST_DATABASE_URL to run the scale-out journey');
  test.describe.configure({ timeout: 180_000 });

  const database = `plantwise_e2e_${randomBytes(4).toString('hex')}`;
  const servers: ChildProcess[] = [];
  const ports: number[] = [];

  test.beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    const url = new URL(serverUrl as string);
    url.pathname = `/${database}`;
    // One after the other: the first migrates and creates the administrator, the second joins.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = startServer(port, url.toString());
      servers.push(server);
      ports.push(port);
      await waitUntilHealthy(server, port);
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  test('a notification sent through instance A appears live in a browser on instance B, and clears back', async ({
    browser,
  }) => {
    const pages: Page[] = [];
    for (const port of ports) {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const page = await context.newPage();
      const response = await page.request.post('/api/auth/sign-in', { data: ADMIN, headers: CSRF });
      expect(response.status(), await response.text()).toBe(200);
      await page.goto('/dashboard');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      pages.push(page);
    }
    const [onA, onB] = pages;

    await onA.goto('/settings');
    await onA.getByRole('button', { name: 'Send test notification' }).click();
    await expect(onA.getByText('Test Notification Sent').first()).toBeVisible();

    await expect(bell(onB)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(onB).click();
    await expect(
      onB.getByRole('list', { name: 'Notification list' }).getByText('Test Notification', { exact: true }),
    ).toBeVisible();
    await onB.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell(onA)).toHaveAccessibleName('Notifications');

    for (const page of pages) await page.context().close();
  });
});
