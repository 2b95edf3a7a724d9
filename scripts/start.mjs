// `npm start` (or `node scripts/start.mjs`): build what is not built, then become the server — one
// process runs the built JavaScript (PGlite under ./data unless DATABASE_URL is set).
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { buildServerIfStale, buildWebIfStale, builtServerMain } from './lib.mjs';

if (process.argv.includes('--demo')) process.env.CMMS_DEMO = '1';
for (const build of [buildWebIfStale, buildServerIfStale]) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
// PGlite is PostgreSQL compiled to WebAssembly; compiled whole at start it keeps code for functions an idle
// plant never calls (about 50 MB of resident memory). Lazily, each function is compiled on its first call.
v8.setFlagsFromString('--wasm-lazy-compilation');
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServerMain).href);
