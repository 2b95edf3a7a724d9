import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

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
