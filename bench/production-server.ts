/**
 * The production server as a new user starts it, `node scripts/start.mjs` on a PGlite folder, for the
 * benches that measure it from the outside (production, lighthouse).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error: a plain ES module script of the repo
import { root } from '../scripts/lib.mjs';

export interface ProductionServer {
  child: ChildProcess;
  base: string;
  /** Spawn to the first healthy answer of /api/health. */
  readyMs: number;
}

/** Starts the server on `port` with the data folder `dataDir`; resolves once /api/health answers. */
export async function startProductionServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, readyMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function stopProductionServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
