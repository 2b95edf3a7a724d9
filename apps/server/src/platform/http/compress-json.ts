import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 4096;

/** `coding` ('gzip', 'br') listed in Accept-Encoding, or '*', and not refused with q=0. */
export function acceptsEncoding(header: string | string[] | undefined, coding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.split(';').map((p) => p.trim());
      if (name !== coding && name !== '*') return false;
      const q = params.find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * Gzips JSON answers above 4 KB, at level 1, for clients that accept it: a 50-row list
 * shrinks about eightfold for a fraction of a millisecond. Synchronous on purpose: a stream through
 * zlib's thread pool (as @fastify/compress does) added tens of milliseconds per answer under load
 * in bench/work-orders-list.ts, more than the bytes saved on a plant network. Only JSON: the web
 * build ships its own brotli and gzip files, CSV and PDF downloads go as they are.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < JSON_COMPRESSION_THRESHOLD_BYTES) {
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    void reply.header('vary', 'accept-encoding');
    if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip')) return payload;
    void reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipSync(payload, { level: 1 });
  });
}
