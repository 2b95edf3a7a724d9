// `npm start` (or `node scripts/start.mjs`): build what is not built, then become the server — one
// process runs the built JavaScript (PGlite under ./data unless DATABASE_URL is set).
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, buildWebIfStale, builtServerMain } from './lib.mjs';

if (process.argv.includes('--demo')) process.env.CMMS_DEMO = '1';
for (const build of [buildWebIfStale, buildServerIfStale]) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServerMain).href);
