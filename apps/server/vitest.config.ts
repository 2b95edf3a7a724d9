import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The integration suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
const shared = {
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file builds its own app on its own database, so files need not reload every module: sharing the
  // module cache saved about a quarter of the suite's time (the app's import cost, ~1.3 s per file).
  isolate: false,
};

export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores (cores - 1). The files wait on PostgreSQL and the disk
    // as much as they compute: two at a time ran the suite on both databases in 186 s instead of 235.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...(postgresUrl ? [{ test: { ...shared, name: 'postgres', env: { TEST_DB_KIND: 'postgres' } } }] : []),
    ],
  },
});
