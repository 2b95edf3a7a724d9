import type { FastifyInstance } from 'fastify';
import { readsUnderScope, siteScopeKey, siteScopeTag } from '../auth/site-scope';
import { VersionedMemo } from '../cache/versioned-memo';
import type { TableVersions } from '../realtime/table-versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The tables a GET route's answer is read from (each must publish changes: see the notify
     * triggers of migrations 0002/0006/0009). With it, the answer carries an ETag and a matching
     * If-None-Match is answered 304 without running the handler.
     */
    reads?: readonly string[];
    /**
     * The answer depends on the URL and the `reads` tables only, not on who asks (once the route's
     * access check has passed): it is kept, and sent as it is to whoever asks for the same URL while
     * nothing it reads has changed. Only for handlers that take nothing from the caller but their sites
     * (answers are shared only between callers with the same sites: docs/decisions/site-access.md).
     */
    sameForEveryone?: boolean;
  }
  interface FastifyRequest {
    etag: string | null;
    /** Set when this answer is to be kept for others: the tables' stamp taken before the read. */
    sharedAnswerStamp: string | null;
  }
}

/**
 * Answers kept: a list's first pages under its common filters, across the lists. A page is 10-100 KB
 * of JSON, so this stays under about 20 MB.
 */
const SHARED_ANSWERS = 200;
/** Larger answers are not kept (an export-sized page would crowd out the others). */
const MAX_SHARED_ANSWER_BYTES = 256 * 1024;

/** Answers "the same for everyone" are the same for everyone with the same sites. */
function sharedAnswerKey(url: string, scope: readonly string[] | null): string {
  return scope === null ? url : `${siteScopeKey(scope)} ${url}`;
}

/**
 * Conditional GET for the routes that declare what they read. The tag is built from the per-table
 * versions of the change feed (TableVersions: no query to check it), the caller's account and role
 * (the same URL answers differently per person) and the current minute (answers also derive from the
 * clock: overdue, due soon), so a tag lives at most a minute. The answers stay `no-store`; the web
 * client keeps the last body per URL in memory and revalidates.
 *
 * Routes whose answer is the same for everyone also share it: when a write reaches every open screen
 * through the realtime feed, the first to refetch reads the database and the others get its answer
 * (one query per change instead of one per person). A request that says `Cache-Control: no-cache`
 * is answered from the database (and its answer kept).
 */
export function registerConditionalGet(app: FastifyInstance, versions: TableVersions): void {
  const sharedAnswers = new VersionedMemo(versions, { maxEntries: SHARED_ANSWERS });
  app.decorateRequest('etag', null);
  app.decorateRequest('sharedAnswerStamp', null);
  app.addHook('preHandler', async (request, reply) => {
    const { reads: tables, sameForEveryone } = request.routeOptions.config ?? {};
    if (!tables || request.method !== 'GET' || !request.auth) return;
    // The tables' versions and the minute: the tag's part and the shared answers' stamp. A caller limited to
    // sites reads through the tree and the assets' places too, and their answer is theirs (site-access.md).
    const scope = request.auth.siteIds;
    const stamp = sharedAnswers.stamp(readsUnderScope(tables, scope));
    request.etag = `W/"${stamp}.${request.auth.user.id}.${request.auth.profile.role}.${siteScopeTag(scope)}"`;
    if (request.headers['if-none-match'] === request.etag) {
      return reply.code(304).header('etag', request.etag).send();
    }
    if (!sameForEveryone) return;
    const kept = request.headers['cache-control']?.includes('no-cache')
      ? null
      : sharedAnswers.peek<string>(sharedAnswerKey(request.url, scope), stamp);
    if (kept) return reply.type('application/json; charset=utf-8').send(kept.value);
    request.sharedAnswerStamp = stamp;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.etag && reply.statusCode === 200) void reply.header('etag', request.etag);
    if (
      request.sharedAnswerStamp &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= MAX_SHARED_ANSWER_BYTES
    ) {
      sharedAnswers.put(
        sharedAnswerKey(request.url, request.auth?.siteIds ?? null),
        request.sharedAnswerStamp,
        payload,
      );
    }
    // Counted before the answer leaves (not onResponse): the writer's next GET must not find the old tag.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      versions.noteLocalWrite();
    return payload;
  });
}
