// Fails the build when the public report page (/report/:token, issue 19) ships more than 60 KB of
// gzipped JavaScript: every JS file its entry loads, read from Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const REPORT_JS_BUDGET_BYTES = 60 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');

export function reportPageJs(distDir = dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  if (!manifest['report.html']) throw new Error('The build has no report.html entry');
  visit('report.html');
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzip: gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
    }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = reportPageJs();
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  for (const f of files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB gzip`);
  const verdict = `Public report page JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${REPORT_JS_BUDGET_BYTES / 1024} KB)`;
  if (total > REPORT_JS_BUDGET_BYTES) {
    console.error(`${verdict} — over budget: the page must not pull the app.`);
    process.exit(1);
  }
  console.log(verdict);
}
