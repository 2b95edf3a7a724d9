import fs from 'node:fs';
import { buildApp } from './app';
import type { Database, Db } from './db/client';
import { loadConfig } from './platform/config';

export { documentProblems } from './platform/http/openapi';

/**
 * No database: describing the routes reads no data, and migrating a throwaway one cost most of the lint's
 * time. Anything that tries to use it fails loudly instead of answering wrongly.
 */
function noDatabase(): Database {
  const refuse = (what: string) => {
    throw new Error(`The OpenAPI document must not use the database (${what})`);
  };
  return {
    db: new Proxy({} as Db, { get: (_, key) => refuse(`db.${String(key)}`) }),
    kind: 'pglite',
    // The realtime feed subscribes when the app is ready; nothing is ever sent here.
    listen: async () => async () => undefined,
    query: async () => refuse('query'),
    close: async () => undefined,
  };
}

/**
 * `/api/openapi.json` without starting a server (the lint in `npm run check` and the client generator):
 * the app is built, asked for its document and closed. The document depends only on the routes, never on
 * data or the environment.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', WEB_DIST_DIR: '/nonexistent' },
    version,
  );
  const app = await buildApp({ config, database: noDatabase(), logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
