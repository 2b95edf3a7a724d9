import type { FastifyInstance } from 'fastify';
import type { TableVersions } from '../realtime/table-versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The tables a GET route's answer is read from (each must publish changes: see the notify
     * triggers of migrations 0002/0006/0009). With it, the answer carries an ETag and a matching
     * If-None-Match is answered 304 without running the handler (issue 18).
     */
    reads?: readonly string[];
  }
  interface FastifyRequest {
    etag: string | null;
  }
}

/**
 * Conditional GET for the routes that declare what they read. The tag is built from the per-table
 * versions of the change feed (TableVersions: no query to check it), the caller's account and role
 * (the same URL answers differently per person) and the current minute (answers also derive from the
 * clock: overdue, due soon), so a tag lives at most a minute. The answers stay `no-store`; the web
 * client keeps the last body per URL in memory and revalidates.
 */
export function registerConditionalGet(app: FastifyInstance, versions: TableVersions): void {
  app.decorateRequest('etag', null);
  app.addHook('preHandler', async (request, reply) => {
    const tables = request.routeOptions.config?.reads;
    if (!tables || request.method !== 'GET' || !request.auth) return;
    const who = `${request.auth.user.id}.${request.auth.profile.role}`;
    const minute = Math.floor(Date.now() / 60_000);
    request.etag = `W/"${versions.tag(tables)}.${minute}.${who}"`;
    if (request.headers['if-none-match'] === request.etag) {
      return reply.code(304).header('etag', request.etag).send();
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.etag && reply.statusCode === 200) void reply.header('etag', request.etag);
    // Counted before the answer leaves (not onResponse): the writer's next GET must not find the old tag.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      versions.noteLocalWrite();
    return payload;
  });
}
