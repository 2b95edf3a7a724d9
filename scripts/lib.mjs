import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = path.join(root, 'apps/server/src/main.ts');
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

/** Builds the web app when it has never been built or a source changed since the last build. */
export async function buildWebIfStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/report.html',
    'packages/domain/src',
  ]
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const newestSource = Math.max(
    ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
  );
  if (built > newestSource) return 0;
  console.log('Building the web app…');
  return run('npm', ['run', 'build', '-w', 'apps/web']);
}
