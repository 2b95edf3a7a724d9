import fs from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DirectoryLockedError } from './db/directory-lock';
import { ensureBootstrapAdmin } from './modules/auth';
import { seedDemoPlant } from './modules/demo';
import { ensureBootstrapInvitation } from './modules/invitations';
import { ConfigError, loadConfig } from './platform/config';

const version = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Reads config once, opens the database (migrating it), starts HTTP, and shuts down gracefully. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, version);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      poolSize: config.DB_POOL_SIZE,
      pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, database });
  await ensureBootstrapAdmin(app.ctx);
  await ensureBootstrapInvitation(app.ctx);
  if (config.CMMS_DEMO) await seedDemoPlant(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.ctx.jobs.start(app.ctx);
  app.log.info(
    { url: config.publicUrl, db: database.kind, ms: Math.round(performance.now() - startedAt) },
    'Plantwise is ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
