import type { App } from '../../apps/server/src/app';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/platform/config';

/**
 * The real server on a generated group's database, listening on a free port of this machine, for the probes of
 * this folder (explain-route, explain-search, search-cpu): production settings, no logs, no web build.
 */
export async function startGroupServer(database: Database): Promise<{ app: App; base: string }> {
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/nonexistent',
    },
    'bench',
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
