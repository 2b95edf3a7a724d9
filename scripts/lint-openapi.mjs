// `npm run check`: the OpenAPI document a client generator reads (docs/decisions/openapi.md) passes
// Redocly's recommended rules (redocly.yaml) with no error, and every operation has its id, summary and
// declared access. The document is built in this process; no server is started.
// `node scripts/lint-openapi.mjs --write <file>` also writes the document, for a generator.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, lintFromString, loadConfig } from '@redocly/openapi-core';
import { buildOpenApiDocument } from './openapi-document.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { document, problems: own } = await buildOpenApiDocument();
const source = JSON.stringify(document, null, 2);
const out = process.argv.indexOf('--write');
if (out !== -1) fs.writeFileSync(process.argv[out + 1], `${source}\n`);

for (const problem of own) console.error(`openapi: ${problem}`);

const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
const problems = await lintFromString({ source, absoluteRef: path.join(root, 'openapi.json'), config });
const errors = problems.filter((p) => p.severity === 'error');
if (problems.length)
  formatProblems(problems, {
    format: 'codeframe',
    totals: { errors: errors.length, warnings: problems.length - errors.length, ignored: 0 },
    version: '',
  });
const operations = Object.values(document.paths ?? {}).reduce((n, ops) => n + Object.keys(ops).length, 0);
console.log(
  `OpenAPI: ${operations} operations, ${errors.length} errors, ${problems.length - errors.length} warnings (Redocly recommended)`,
);
if (errors.length || own.length) process.exit(1);
