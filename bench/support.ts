/** What the load benchmarks share: a bench account, signing in over HTTP, percentiles, a scratch PostgreSQL. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@plantwise/domain';
import pg from 'pg';
import { type Database, type DbOrTx, openDatabase } from '../apps/server/src/db/client';
import { insertAccount } from '../apps/server/src/modules/auth';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';

export const BENCH_PASSWORD = 'Bench-password-1';

/** A confirmed account to sign in with; returns its e-mail. */
export async function createBenchAccount(db: DbOrTx, role: Role = 'manager', full_name = 'Bench Manager') {
  const email = `bench-${randomBytes(4).toString('hex')}@plantwise.test`;
  await insertAccount(db, {
    email,
    full_name,
    role,
    password_hash: await hashPassword(BENCH_PASSWORD),
    confirmed_at: new Date().toISOString(),
  });
  return email;
}

/** Signs in over HTTP (`base` = 'http://host:port') and returns the session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pw_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0];
}

/** The p-th percentile of ascending samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `fn` on a scratch database created on the PostgreSQL server at `url`, dropped afterwards. */
export async function withPostgres<T>(
  url: string,
  fn: (database: Database, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `plantwise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: target.toString(),
    statementTimeoutMs: 30_000,
    poolSize: 10,
  });
  try {
    return await fn(database, target.toString());
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Runs a benchmark on a fresh PGlite folder and, when DATABASE_URL or TEST_DATABASE_URL is set, on a
 * scratch PostgreSQL database too; returns the rows of both.
 */
export async function onEachDatabase<T>(
  folderPrefix: string,
  run: (label: 'pglite' | 'postgres', database: Database, databaseUrl?: string) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  try {
    const database = await openDatabase({ dataDir: dir, statementTimeoutMs: 30_000 });
    try {
      rows.push(...(await run('pglite', database)));
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl)
    rows.push(...(await withPostgres(postgresUrl, (database, url) => run('postgres', database, url))));
  return rows;
}

/** The machine's load average (1/5/15 min): server-side times on a shared machine grow with it. */
export function machineLoad(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}

/** One figure of a bench for the combined table of `npm run bench` (run-all.ts). */
export interface BenchResult {
  bench: string;
  measure: string;
  value: number;
  unit: string;
  /** The goal in words ('≤ 20 ms'), and whether the value meets it. */
  target?: string;
  met?: boolean;
}

/**
 * Hands a bench's figures to `npm run bench`, which sets BENCH_RESULTS_FILE; when a bench runs on its
 * own this does nothing.
 */
export function reportResults(results: BenchResult[]): void {
  const file = process.env.BENCH_RESULTS_FILE;
  if (!file) return;
  fs.appendFileSync(file, results.map((r) => `${JSON.stringify(r)}\n`).join(''));
}
