// Who may import whom (docs/architecture.md, "Boundaries"), checked on every source file by `npm run check`.
// Biome's noRestrictedImports matches the text of an import, so it cannot tell `../x` inside a feature from
// `../../other-feature/x`; this resolves each import against its file first. TypeScript 7 ships no compiler
// API to read imports with, but Biome formats every import and export-from to start its own line, so a
// line-anchored scan reads them all.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const DOMAIN = 'packages/domain/src/';
export const roots = [WEB, SERVER, DOMAIN];

const clause = String.raw`(?:type\s+)?(?:\{[^}]*\}|\*\s+as\s+\w+|\*|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)`;
const staticImport = new RegExp(String.raw`^(import|export)\s+(${clause})\s+from\s+['"]([^'"]+)['"]`, 'gm');
const bareImport = /^import\s+['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/** Every import of a source file: what it names and whether it brings values or only types. */
export function importsOf(source) {
  const found = [];
  for (const m of source.matchAll(staticImport)) {
    const names = m[2].replace(/^type\s+/, '');
    const typeOnly =
      /^type\s/.test(m[2]) ||
      (names.startsWith('{') &&
        names
          .slice(1, -1)
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .every((n) => n.startsWith('type ')));
    found.push({ specifier: m[3], typeOnly, line: lineOf(source, m.index) });
  }
  for (const m of source.matchAll(bareImport))
    found.push({ specifier: m[1], typeOnly: false, line: lineOf(source, m.index) });
  for (const m of source.matchAll(dynamicImport))
    found.push({ specifier: m[1], typeOnly: false, line: lineOf(source, m.index) });
  return found;
}

/** Where an import leads: a repository path without its extension, or a package name. */
export function resolve(file, specifier) {
  if (specifier.startsWith('.'))
    return { path: stripExtension(path.posix.join(path.posix.dirname(file), specifier)) };
  if (specifier.startsWith('@/') && file.startsWith(WEB))
    return { path: stripExtension(WEB + specifier.slice(2)) };
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

const stripExtension = (p) => p.replace(/\.(tsx?|mjs|js)$/, '').replace(/\/index$/, '');
const under = (p, folder) => p !== undefined && `${p}/`.startsWith(folder);
/** The top folder below `folder` that `p` lies in (a feature or a module name). */
const unit = (p, folder) => (under(p, folder) ? p.slice(folder.length).split('/')[0] : undefined);
/** True when `p` names a feature's or module's public entry (its folder or its index). */
const isEntry = (p, folder) => under(p, folder) && p.slice(folder.length).split('/').length === 1;
/** True when `t` reaches inside another feature or module of `folder` than the one `file` is in. */
const pastAnotherIndex = (file, t, folder) =>
  under(t.path, folder) && unit(t.path, folder) !== unit(file, folder) && !isEntry(t.path, folder);

const FEATURES = `${WEB}features/`;
const MODULES = `${SERVER}modules/`;
const SERVER_PACKAGES = ['@plantwise/server', 'drizzle-orm', 'pg', 'fastify', '@fastify', '@electric-sql'];
const WEB_PACKAGES = ['@plantwise/web', 'react', 'react-dom', '@tanstack'];
const DOMAIN_PACKAGES = ['zod', 'date-fns'];
const pkgIn = (target, names) =>
  target.pkg !== undefined && names.some((n) => target.pkg === n || target.pkg.startsWith(`${n}/`));

export const rules = [
  {
    id: 'feature-index',
    message: 'A feature uses another feature only through its index.ts.',
    forbids: (file, t) => under(file, FEATURES) && pastAnotherIndex(file, t, FEATURES),
  },
  {
    id: 'feature-app',
    message: 'Features never import the app layer.',
    forbids: (file, t) => under(file, FEATURES) && under(t.path, `${WEB}app/`),
  },
  {
    id: 'shared-up',
    message: 'components/, lib/ and hooks/ never import a feature or app/.',
    forbids: (file, t) =>
      ['components/', 'lib/', 'hooks/'].some((f) => under(file, WEB + f)) &&
      (under(t.path, FEATURES) || under(t.path, `${WEB}app/`)),
  },
  {
    id: 'web-server',
    message: 'The web never imports server code.',
    forbids: (file, t) =>
      under(file, 'apps/web/') && (under(t.path, 'apps/server/') || pkgIn(t, SERVER_PACKAGES)),
  },
  {
    id: 'server-web',
    message: 'The server never imports web code.',
    forbids: (file, t) =>
      under(file, 'apps/server/') && (under(t.path, 'apps/web/') || pkgIn(t, WEB_PACKAGES)),
  },
  {
    id: 'module-index',
    message: 'Import another module only through its public index.ts.',
    forbids: (file, t) => under(file, SERVER) && pastAnotherIndex(file, t, MODULES),
  },
  {
    id: 'platform-modules',
    message: 'platform/ never imports a module.',
    forbids: (file, t) => under(file, `${SERVER}platform/`) && under(t.path, MODULES),
  },
  {
    id: 'routes-db',
    message: 'Routes call actions; only actions and queries touch the database.',
    forbids: (file, t) =>
      under(file, MODULES) &&
      file.endsWith('.routes.ts') &&
      (under(t.path, `${SERVER}db/`) || t.path?.endsWith('.queries') || pkgIn(t, ['drizzle-orm'])),
  },
  {
    id: 'drizzle-queries',
    message: 'Only *.queries.ts files import drizzle-orm values (a type import is fine anywhere).',
    forbids: (file, t, imp) =>
      (under(file, MODULES) || under(file, `${SERVER}platform/`)) &&
      !file.endsWith('.queries.ts') &&
      !file.includes('/__tests__/') &&
      !imp.typeOnly &&
      pkgIn(t, ['drizzle-orm']),
  },
  {
    id: 'domain-deps',
    message:
      'packages/domain is pure: it imports only zod and date-fns (vitest in its tests), never Node or the apps.',
    forbids: (file, t) =>
      under(file, 'packages/domain/') &&
      (t.path !== undefined
        ? !under(t.path, 'packages/domain/')
        : !pkgIn(t, file.endsWith('.test.ts') ? [...DOMAIN_PACKAGES, 'vitest'] : DOMAIN_PACKAGES)),
  },
];

/**
 * Files that break `drizzle-orm` in `*.queries.ts` today, kept as known debts (docs/architecture.md).
 * The list can only shrink: a file on it that no longer imports drizzle values fails the check too.
 */
export const drizzleDebts = [
  'apps/server/src/modules/demo/seed-demo.ts',
  'apps/server/src/platform/audit.ts',
  'apps/server/src/platform/auth/attempts.ts',
  'apps/server/src/platform/auth/sessions.ts',
  'apps/server/src/platform/limits.ts',
  'apps/server/src/platform/mail/outbox.ts',
  'apps/server/src/platform/realtime/session-check.ts',
  'apps/server/src/platform/settings.ts',
];

/** The boundary violations of one file, given by its repository path (it need not exist). */
export function violations(file, source) {
  const found = [];
  for (const imp of importsOf(source)) {
    const target = resolve(file, imp.specifier);
    for (const rule of rules) {
      if (rule.forbids(file, target, imp))
        found.push({ file, line: imp.line, specifier: imp.specifier, rule });
    }
  }
  return found;
}

function sourceFiles(root, folder) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const rel = `${folder}${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(root, `${rel}/`));
    } else if (/\.(tsx?|mjs)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Checks the whole tree; answers the lines to print and whether it holds. */
export function checkTree(root) {
  const errors = [];
  const debtsSeen = new Set();
  for (const file of roots.flatMap((r) => sourceFiles(root, r))) {
    for (const v of violations(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
      if (v.rule.id === 'drizzle-queries' && drizzleDebts.includes(file)) {
        debtsSeen.add(file);
        continue;
      }
      errors.push(`${v.file}:${v.line} imports '${v.specifier}': ${v.rule.message}`);
    }
  }
  for (const file of drizzleDebts.filter((f) => !debtsSeen.has(f))) {
    errors.push(
      `${file} no longer imports drizzle values: remove it from drizzleDebts in scripts/check-boundaries.mjs.`,
    );
  }
  return errors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const errors = checkTree(root);
  for (const e of errors) console.error(`✘ ${e}`);
  if (errors.length) process.exit(1);
  console.log(`Import boundaries: ${rules.length} rules hold.`);
}
