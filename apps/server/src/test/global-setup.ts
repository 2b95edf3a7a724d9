import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { TEMPLATE_DATABASE, withDatabase } from './postgres-admin';

/**
 * Migrates once per run: a PGlite snapshot that every test file restores (≈0.5 s instead of a 5 s
 * initialisation), and a PostgreSQL template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
    // Several runs may share one PostgreSQL server: the template is created once and migrated forward,
    // never dropped, so one run cannot pull it from under another that is cloning it.
    await withDatabase(url, async (admin) => {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        TEMPLATE_DATABASE,
      ]);
      if (!rowCount) {
        await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`).catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created by a run starting at the same moment
        });
      }
    });
    const templateUrl = databaseUrl(url, TEMPLATE_DATABASE);
    const database = await openDatabase({
      databaseUrl: templateUrl,
      statementTimeoutMs: 30_000,
      poolSize: 1,
    });
    await database.close();
    project.provide('pgTemplateUrl', templateUrl);
    return;
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantwise-test-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplateUrl: string;
  }
}
