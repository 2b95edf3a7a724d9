import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = path.join(root, 'apps/server/src/main.ts');
/** The production server: one JavaScript file built from the sources (buildServerIfStale). */
export const builtServerMain = path.join(root, 'apps/server/dist/main.js');
export const tsxBin = path.join(root, 'node_modules/.bin/tsx');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources` (paths from the root). */
function isStale(output, sources) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const newestSource = Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter((p) => fs.existsSync(p))
      .map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
  );
  return built <= newestSource;
}

/** Builds the web app when it has never been built or a source changed since the last build. */
export async function buildWebIfStale() {
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/report.html',
    'apps/web/vite.config.ts',
    'apps/web/budgets.json',
    'apps/web/scripts',
    'packages/domain/src',
  ];
  if (!isStale(path.join(root, 'apps/web/dist/index.html'), sources)) return 0;
  console.log('Building the web app…');
  return run('npm', ['run', 'build', '-w', 'apps/web']);
}

/**
 * Builds the server to one ES module (apps/server/dist/main.js, with a source map) when a source
 * changed, in a child process so the bundler's memory is gone before the server starts.
 */
export async function buildServerIfStale() {
  const sources = ['apps/server/src', 'apps/server/package.json', 'packages/domain/src', 'scripts'];
  if (!isStale(builtServerMain, sources)) return 0;
  console.log('Building the server…');
  return run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}
