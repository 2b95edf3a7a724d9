// Fails the build when a page ships more JavaScript than its budget (budgets.json), or when a route's
// own chunk is over the per-route budget. Sizes are gzip level 9 of every JS file a page loads before it
// can be used (static imports only: a lazy chunk is not loaded until its route is shown), read from
// Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webRoot = path.resolve(import.meta.dirname, '..');
export const budgets = JSON.parse(fs.readFileSync(path.join(webRoot, 'budgets.json'), 'utf8'));

const gzipSizes = new Map();
function gzipOf(distDir, file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The files (JS and CSS) that loading these manifest entries fetches at once, static imports included. */
export function filesLoadedBy(manifest, entries) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no ${key} in its manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const entry of entries) visit(entry);
  return files;
}

/** The JS files (with gzip sizes) that loading these manifest entries fetches at once. */
export function pageJs(entries, distDir = path.join(webRoot, 'dist')) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  return [...filesLoadedBy(manifest, entries)]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipOf(distDir, file) }));
}

/** Every route module's own chunk (src/app/routes/*), with its gzip size. */
export function routeChunks(distDir = path.join(webRoot, 'dist')) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  return Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith('src/app/routes/') && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ route: key, file: chunk.file, gzip: gzipOf(distDir, chunk.file) }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const [name, page] of Object.entries(budgets.pages)) {
    const files = pageJs(page.entries);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`${name}: ${kb(total)} gzip in ${files.length} files (budget ${page.maxKb} KB)`);
    if (total > page.maxKb * 1024) {
      problems.push(`${name} ships ${kb(total)} of JavaScript, over its ${page.maxKb} KB budget`);
      for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
        console.log(`  ${f.file} ${kb(f.gzip)}`);
    }
  }
  const chunks = routeChunks();
  const largest = chunks.reduce((max, c) => (c.gzip > max.gzip ? c : max), { gzip: 0 });
  console.log(
    `largest route chunk: ${largest.route ?? '—'} ${kb(largest.gzip)} (budget ${budgets.routeChunkMaxKb} KB each)`,
  );
  for (const chunk of chunks)
    if (chunk.gzip > budgets.routeChunkMaxKb * 1024)
      problems.push(
        `route ${chunk.route} is ${kb(chunk.gzip)}, over the ${budgets.routeChunkMaxKb} KB route budget`,
      );
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Over budget: ${problem}`);
    process.exit(1);
  }
}
