import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { pgErrorCode } from './errors';
import { createPgliteDirectory } from './pglite-initdb';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; every query helper accepts either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbKind = 'pglite' | 'postgres';
export const CHANGES_CHANNEL = 'plantwise_changes';

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Subscribes to committed-change notifications (the realtime trigger's payloads). `onReconnect`
   * runs after a lost listening connection is back (PostgreSQL): what was sent meanwhile is lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** A raw parameterised statement on the driver ($1, $2 …), e.g. EXPLAIN of a captured query. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Held while migrating so that several instances starting together migrate once. */
const MIGRATION_LOCK_KEY = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: restore a migrated snapshot instead of initialising (tests). */
  loadDataDir?: Blob;
  statementTimeoutMs: number;
  poolSize?: number;
  /**
   * PGlite only: its buffer cache. PostgreSQL's default (128 MB) is most of an idle server's memory;
   * the data folder is read through the operating system's file cache anyway, so a small plant loses
   * little with 16 MB (idle memory).
   */
  pgliteSharedBuffersMb?: number;
  /** Sees every statement Drizzle sends, with its parameters (the query-plan test uses it). */
  onQuery?: (text: string, params: unknown[]) => void;
}

function loggerFor(options: DatabaseOptions) {
  const onQuery = options.onQuery;
  return onQuery ? { logQuery: (text: string, params: unknown[]) => onQuery(text, params) } : undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const db = retryingTransactions(drizzlePg(pool, { schema, logger: loggerFor(options) }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, onReconnect),
    query: async <T>(text: string, params: unknown[] = []) => ({
      rows: (await pool.query(text, params)).rows as T[],
    }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own; it reconnects with back-off if the server drops it (also
 * when reconnecting fails), and calls `onReconnect` once listening again: notifications sent while
 * it was away are lost, so the listener must resynchronise.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 250;
  let listenedBefore = false;
  const scheduleRetry = () => {
    if (stopped) return;
    setTimeout(() => void connect().catch(scheduleRetry), retryMs);
    retryMs = Math.min(retryMs * 2, 10_000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      scheduleRetry();
    };
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onPayload(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    next.on('error', onLost);
    next.on('end', onLost);
    if (stopped) {
      lost = true;
      await next.end().catch(() => undefined);
      return;
    }
    retryMs = 250;
    client = next;
    if (listenedBefore) onReconnect?.();
    listenedBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let lock: DirectoryLock | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDirectoryLock(dataDir);
  }
  try {
    const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
    if (pgliteDir && !options.loadDataDir) await createPgliteDirectory(pgliteDir);
    const client = await PGlite.create({
      dataDir: pgliteDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      postgresqlconf: [`shared_buffers = ${options.pgliteSharedBuffersMb ?? 16}MB`],
    });
    await client.exec(`SET statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    const db = drizzlePglite(client, { schema, logger: loggerFor(options) });
    return {
      db: retryingTransactions(db as unknown as Db),
      kind: 'pglite',
      listen: async (channel, onPayload) => {
        const unsubscribe = await client.listen(channel, onPayload);
        return unsubscribe;
      },
      query: async <T>(text: string, params: unknown[] = []) => ({
        rows: (await client.query<T>(text, params)).rows,
      }),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** serialization_failure and deadlock_detected: the transaction lost a race and can simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Every transaction of the app runs again, after a short random pause, when PostgreSQL aborted it as a
 * deadlock victim or a serialization failure (up to TRANSACTION_ATTEMPTS in all): the other side has
 * committed by then, and the person should not see a 500 for a race they could not see. Callbacks only
 * write through their transaction (mails and notifications go to outbox tables), so running one again
 * repeats nothing outside the database. Savepoints (`tx.transaction`) are not retried on their own.
 */
function retryingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (callback, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(callback, config);
      } catch (error) {
        const code = pgErrorCode(error);
        if (!code || !RETRYABLE.has(code) || attempt >= TRANSACTION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
      }
    }
  };
  db.transaction = retrying;
  return db;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Database size in bytes, for diagnostics. */
export async function databaseSizeBytes(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ size: string }>(
    db,
    sql`select pg_database_size(current_database())::text as size`,
  );
  return Number(row?.size ?? 0);
}
