import type { AddressInfo } from 'node:net';
import type { RealtimeEvent } from '@plantwise/domain';
import { WebSocket } from 'ws';
import type { App } from '../app';

export interface RealtimeTestClient {
  socket: WebSocket;
  /** Every event received so far, in order. */
  events: RealtimeEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>;
  close(): void;
}

/** The app's base URL, listening on a free loopback port (idempotent). */
export async function listenOnFreePort(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/**
 * Opens GET /api/realtime as a browser would (session cookie, same Origin). Rejects with the HTTP
 * status when the server refuses the upgrade.
 */
export async function connectRealtime(
  app: App,
  cookie: string | null,
  options: { origin?: string } = {},
): Promise<RealtimeTestClient> {
  const host = await listenOnFreePort(app);
  const headers: Record<string, string> = { Origin: options.origin ?? 'http://localhost:3000' };
  if (cookie) headers.Cookie = cookie;
  const socket = new WebSocket(`ws://${host}/api/realtime`, { headers });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<{
    match: (event: RealtimeEvent) => boolean;
    resolve: (e: RealtimeEvent) => void;
  }>();
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as RealtimeEvent;
    events.push(event);
    for (const waiter of waiters) {
      if (waiter.match(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`HTTP ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
  return {
    socket,
    events,
    closed,
    waitFor(match, timeoutMs = 5_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (event: RealtimeEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`No matching realtime event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => socket.close(),
  };
}
