import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (other runs on this machine hold ports of their own). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until a server started for a journey answers /api/health, or fails if it exits. */
export async function waitUntilHealthy(
  server: ChildProcess,
  port: number,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server for port ${port} exited (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not become healthy`);
}

/**
 * A server of its own seeded with the demo plant (CMMS_DEMO=1: two years of history, overdue work, low
 * stock, records awaiting signatures), for journeys that need a plant's worth of data; `stop` ends it.
 * E2E_DEMO_URL names one already running instead.
 */
export async function startDemoPlant(): Promise<{ base: string; stop: () => void }> {
  // One already running (while iterating on a journey, to skip a minute of seeding per run).
  if (process.env.E2E_DEMO_URL) return { base: process.env.E2E_DEMO_URL, stop: () => {} };
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_PORT: String(port), CMMS_DEMO: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilHealthy(server, port, 110_000);
  return { base: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}
