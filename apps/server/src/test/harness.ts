import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Role } from '@plantwise/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client';
import { insertAccount } from '../modules/auth';
import { hashPassword } from '../platform/auth/passwords';
import { loadConfig } from '../platform/config';
import { cloneTemplate, withDatabase } from './postgres-admin';

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** Runs before the app is ready, e.g. to register a route that only a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Sees every statement the app sends (the query-plan test). */
  onQuery?: DatabaseOptions['onQuery'];
}

export interface TestApp {
  app: App;
  database: Database;
  /** PostgreSQL only: the test database's URL (a second instance can connect to it). */
  url?: string;
  close(): Promise<void>;
}

/**
 * The test file's app: opened before its tests and closed after them, so a file declares it in one line.
 * Reading it before the file's beforeAll hooks have run is a mistake in the test, and says so.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterAll(() => opened?.close());
  return readLater(() => opened, 'the test app opens in beforeAll');
}

/** A value a beforeAll hook makes, declared at the top of the file and read inside hooks and tests. */
function readLater<T extends object>(value: () => T | undefined, madeWhere: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const made = value();
      if (!made) throw new Error(`${madeWhere}: read it inside a hook or a test`);
      return Reflect.get(made, key);
    },
  });
}

/** The time a test file's app reads: the tests set `now` by hand. */
export interface TestClock {
  now: Date;
  /** The moment `n` hours after now (before it when negative). */
  inHours(n: number): Date;
}

/** useTestApp on a clock the tests set, starting at `start`. */
export function useClockedTestApp(
  start: Date,
  options: Omit<TestAppOptions, 'now'> = {},
): { t: TestApp; clock: TestClock } {
  const clock: TestClock = {
    now: start,
    inHours: (n) => new Date(clock.now.getTime() + n * 3_600_000),
  };
  return { t: useTestApp({ ...options, now: () => clock.now }), clock };
}

/** A fresh, migrated database for one test file: a restored PGlite snapshot, or a cloned PostgreSQL template. */
export async function openTestDatabase(onQuery?: DatabaseOptions['onQuery']): Promise<{
  database: Database;
  /** PostgreSQL only: the database's URL, to open a second instance on it. */
  url?: string;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const templateUrl = inject('pgTemplateUrl');
    const name = `plantwise_t_${randomBytes(6).toString('hex')}`;
    await cloneTemplate(templateUrl, name);
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: url.toString(),
      statementTimeoutMs: 30_000,
      poolSize: 4,
      onQuery,
    });
    return {
      database,
      url: url.toString(),
      drop: async () => {
        await withDatabase(templateUrl, (admin) =>
          admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const database = await openDatabase({
    loadDataDir: new Blob([snapshot]),
    statementTimeoutMs: 30_000,
    onQuery,
  });
  return { database, drop: async () => undefined };
}

/** openTestDatabase for a whole test file: opened before its tests, closed and dropped after them. */
export function useTestDatabase(): { database: Database } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return readLater(() => opened, 'the test database opens in beforeAll');
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  APP_URL: 'http://localhost:3000',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  SIGN_IN_DELAY_MS: '5',
} as const;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase(options.onQuery);
  const config = loadConfig({ ...TEST_ENV, ...options.env }, 'test');
  const app = await buildApp({ config, database, logger: false, now: options.now });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
}

let userCounter = 0;

/** Factory: a confirmed, active account with a known password; override anything. */
export async function createUser(
  app: App,
  overrides: Partial<{
    role: Role;
    email: string;
    password: string;
    full_name: string | null;
    confirmed: boolean;
  }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const role = overrides.role ?? 'user';
  const email = overrides.email ?? `${role}-${userCounter}-${randomBytes(3).toString('hex')}@plantwise.test`;
  const password = overrides.password ?? 'Correct-horse-1';
  const { user } = await insertAccount(app.ctx.db, {
    email,
    full_name: overrides.full_name === undefined ? `Test ${role} ${userCounter}` : overrides.full_name,
    role,
    password_hash: await hashPassword(password),
    confirmed_at: overrides.confirmed === false ? null : app.ctx.now().toISOString(),
  });
  return { id: user.id, email: user.email, password, role };
}

/** The Cookie header of the session a response started (sign-in, a reset, joining, a confirmation link). */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'pw_session' && c.value !== '');
  if (!cookie) throw new Error('the response set no session cookie');
  return `pw_session=${cookie.value}`;
}

/** Signs in through the API and returns the Cookie header to send with later requests. */
export async function signIn(
  app: App,
  user: Pick<TestUser, 'email' | 'password'>,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export interface SignedIn {
  user: TestUser;
  /** The Cookie header of their session. */
  cookie: string;
}

/** A signed-in person of the given role: the account plus its Cookie header. */
export async function signedIn(app: App, role: Role = 'user'): Promise<SignedIn> {
  const user = await createUser(app, { role });
  return { user, cookie: await signIn(app, user) };
}

/** A person of `role` signed in before the file's tests (after its app opened): one line a person. */
export function useSignedIn(t: TestApp, role: Role): SignedIn {
  let person: SignedIn | undefined;
  beforeAll(async () => {
    person = await signedIn(t.app, role);
  });
  return readLater(() => person, 'the person signs in in beforeAll');
}

/** One signed-in person a role, in the order given: each role's Cookie header by its name. */
export async function signedInCookies<R extends Role>(app: App, ...roles: R[]): Promise<Record<R, string>> {
  const cookies = {} as Record<R, string>;
  for (const role of roles) cookies[role] = (await signedIn(app, role)).cookie;
  return cookies;
}

/** createTestInstances for the tests of one describe block: opened before them, closed after them. */
export function useTestInstances(count: number): { apps: App[] } {
  let opened: Awaited<ReturnType<typeof createTestInstances>> | undefined;
  beforeAll(async () => {
    opened = await createTestInstances(count);
  });
  afterAll(() => opened?.close());
  return readLater(() => opened, 'the instances open in beforeAll');
}

/**
 * Several server instances on one PostgreSQL test database (docs/decisions/one-database-two-drivers.md,
 * scale-out), each with its own connection pool, as separate processes would have.
 */
export async function createTestInstances(
  count: number,
  options: { env?: Record<string, string>; poolSize?: number } = {},
) {
  const { database: first, url, drop } = await openTestDatabase();
  if (!url) throw new Error('Several instances need PostgreSQL (TEST_DB_KIND=postgres)');
  const others = await Promise.all(
    Array.from({ length: count - 1 }, () =>
      openDatabase({ databaseUrl: url, statementTimeoutMs: 30_000, poolSize: options.poolSize ?? 4 }),
    ),
  );
  const databases = [first, ...others];
  const config = loadConfig({ ...TEST_ENV, ...options.env }, 'test');
  const apps = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(databases.map((database) => database.close()));
      await drop();
    },
  };
}
