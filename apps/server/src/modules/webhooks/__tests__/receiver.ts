import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server standing in for a receiving system: it records every request and answers the statuses
 * it is given in turn (the last one again once they run out).
 */
export async function startReceiver(statuses: number[] = [200], options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const answers = [...statuses];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.length > 1 ? (answers.shift() as number) : answers[0];
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(status < 300 ? 'ok' : `receiver says ${status}`);
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/plantwise`,
    port,
    received,
    /** The JSON bodies received, parsed. */
    events: () =>
      received.map(
        (r) =>
          JSON.parse(r.body) as {
            id: string;
            type: string;
            created_at: string;
            data: Record<string, unknown>;
          },
      ),
    answer(...next: number[]) {
      answers.splice(0, answers.length, ...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
