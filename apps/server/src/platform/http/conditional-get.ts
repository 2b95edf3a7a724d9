import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChangeSubscriber } from '../realtime/change-feed';

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
 * Conditional GET for the routes that declare what they read. The tag is built from per-table
 * versions, bumped by the change feed (every committed change on any instance), so checking it costs
 * no query. It also carries:
 * - this process's random id: versions start again at 0 after a restart;
 * - a count of this instance's own successful writes: a change is visible to the writer at once,
 *   before its notification comes back through the database;
 * - the caller's account and role: the same URL answers differently per person;
 * - the current minute: answers also derive from the clock (overdue, due soon), so a tag lives at
 *   most a minute.
 * The answers stay `no-store`; the web client keeps the last body per URL in memory and revalidates.
 */
export function registerConditionalGet(app: FastifyInstance, changes: ChangeSubscriber): () => void {
  const instance = randomBytes(4).toString('hex');
  const versions = new Map<string, number>();
  let epoch = 0;
  let localWrites = 0;
  const unsubscribe = [
    changes.subscribe((event) => versions.set(event.table, (versions.get(event.table) ?? 0) + 1)),
    // Changes may have been missed: nothing cached before can be trusted.
    changes.onGap(() => {
      epoch++;
    }),
  ];

  app.decorateRequest('etag', null);
  app.addHook('preHandler', async (request, reply) => {
    const tables = request.routeOptions.config?.reads;
    if (!tables || request.method !== 'GET' || !request.auth) return;
    const parts = tables.map((table) => versions.get(table) ?? 0).join('.');
    const who = `${request.auth.user.id}.${request.auth.profile.role}`;
    const minute = Math.floor(Date.now() / 60_000);
    request.etag = `W/"${instance}.${epoch}.${localWrites}.${minute}.${parts}.${who}"`;
    if (request.headers['if-none-match'] === request.etag) {
      return reply.code(304).header('etag', request.etag).send();
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.etag && reply.statusCode === 200) void reply.header('etag', request.etag);
    // Counted before the answer leaves (not onResponse): the writer's next GET must not find the old tag.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) localWrites++;
    return payload;
  });
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
