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
// `npm start` also sets MALLOC_MMAP_THRESHOLD_ (package.json; the C library reads it before any code runs):
// each password hash takes 19 MB in a worker thread, and glibc's adaptive threshold would keep that memory
// in the thread's own heap after it is freed (20–25 MB for each of the threads that ever hashed). A fixed
// threshold of 1 MB gives blocks that large back to the system on free.
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServerMain).href);
