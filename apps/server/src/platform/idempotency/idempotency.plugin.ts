import { Readable } from 'node:stream';
import {
  ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
  isValidIdempotencyKey,
} from '@plantwise/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { Job } from '../context';
import { AppError } from '../errors';
import { multipartBodyHash, parsedBodyHash } from './body-hash';
import { claimKey, deleteExpiredKeys, type KeyRef, releaseKey, storeAnswer } from './idempotency.queries';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Routes that ignore `Idempotency-Key`, and why. Their answers set or clear the session cookie: a replay
 * would hand a stored session out again (or skip ending one), so they always run.
 */
export const IDEMPOTENCY_EXCLUDED: ReadonlyArray<{ routes: RegExp; reason: string }> = [
  {
    routes: /^\/api\/auth\//,
    reason: 'sign-in, sign-out, sign-up, e-mail confirmation and password reset start or end a session',
  },
  {
    routes: /^\/api\/invitations\/accept$/,
    reason: 'accepting an invitation signs the new person in',
  },
  {
    routes: /^\/api\/tokens$/,
    reason: 'a new API token is answered once: a kept answer would store its secret and hand it to a repeat',
  },
  {
    routes: /^\/api\/webhooks$/,
    reason:
      "a new webhook's signing secret is answered once: a kept answer would store it and hand it to a repeat",
  },
];

/** Whether a route (its pattern, e.g. /api/assets/:id) honours `Idempotency-Key`. */
export function honoursIdempotencyKey(method: string, route: string): boolean {
  return (
    WRITES.has(method) && route.startsWith('/api/') && !IDEMPOTENCY_EXCLUDED.some((e) => e.routes.test(route))
  );
}

const claims = new WeakMap<FastifyRequest, KeyRef>();
const multipartHashes = new WeakMap<FastifyRequest, string>();

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (!honoursIdempotencyKey(request.method, request.routeOptions.url ?? '')) return undefined;
  return Array.isArray(header) ? header.join(',') : header;
}

const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');

/**
 * A multipart form is hashed from its raw bytes (its file parts are handed to the route beside the parsed
 * fields, out of this plugin's sight): read here, hashed, and passed on unchanged.
 */
async function hashMultipart(request: FastifyRequest, payload: NodeJS.ReadableStream) {
  const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    // Past the limit the parser refuses the body anyway (413); stop keeping it in memory.
    if (size > limit) throw new AppError(ERRORS.payloadTooLarge);
    chunks.push(bytes);
  }
  const raw = Buffer.concat(chunks);
  multipartHashes.set(request, multipartBodyHash(raw, String(request.headers['content-type'])));
  return Readable.from([raw]);
}

function replay(reply: FastifyReply, status: number, body: string) {
  void reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (!body) return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** An answer kept for replay: JSON (or empty), 2xx or 4xx, and no cookie. */
function isReplayable(reply: FastifyReply, payload: unknown): payload is string | null | undefined {
  const status = reply.statusCode;
  if (status < 200 || (status >= 300 && status < 400) || status >= 500) return false;
  if (reply.hasHeader('set-cookie')) return false;
  if (payload === null || payload === undefined || payload === '') return true;
  return (
    typeof payload === 'string' &&
    String(reply.getHeader('content-type') ?? '').startsWith('application/json')
  );
}

export interface IdempotencyOptions {
  db: Db;
  now: () => Date;
}

/**
 * `Idempotency-Key` on every POST, PUT and PATCH under /api (docs/decisions/idempotency.md): the first
 * request with a key claims it before validation, its answer is kept when the route has answered, and a
 * repeat with the same body gets that answer again, marked `Idempotent-Replayed: true`. Registered after the
 * access plugin, so a caller is known (the key's scope) and a 401/403 is never kept.
 */
export const idempotencyPlugin = fp<IdempotencyOptions>(async (app: FastifyInstance, { db, now }) => {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!keyOf(request) || !isMultipart(request)) return payload;
    return hashMultipart(request, payload);
  });

  app.addHook('preValidation', async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    const caller = request.auth ? 'signed-in' : 'anonymous';
    if (!isValidIdempotencyKey(key, caller)) {
      const min = caller === 'anonymous' ? IDEMPOTENCY_KEY_LENGTH.anonymousMin : IDEMPOTENCY_KEY_LENGTH.min;
      throw new AppError(ERRORS.idempotencyKeyInvalid, { params: { min, max: IDEMPOTENCY_KEY_LENGTH.max } });
    }
    const ref: KeyRef = { scope: request.auth?.user.id ?? 'anonymous', key };
    const body_hash =
      multipartHashes.get(request) ?? parsedBodyHash(request.body, request.headers['content-type']);
    const fingerprint = {
      method: request.method,
      route: request.routeOptions.url ?? '',
      url: request.url,
      body_hash,
    };
    const found = await claimKey(db, ref, fingerprint, now());
    switch (found.kind) {
      case 'claimed':
        claims.set(request, ref);
        return;
      case 'replay':
        return replay(reply, found.status, found.body);
      case 'other-request':
        throw new AppError(ERRORS.idempotencyKeyReused);
      case 'in-progress':
        // The first request is usually done within a second; the client then gets its answer replayed.
        void reply.header('retry-after', '1');
        throw new AppError(ERRORS.idempotencyKeyInProgress);
    }
  });

  // Before the API's own onSend hooks (gzip): the answer is kept as the text the route made.
  app.addHook('onSend', async (request, reply, payload) => {
    const ref = claims.get(request);
    if (!ref) return payload;
    claims.delete(request);
    try {
      if (isReplayable(reply, payload)) await storeAnswer(db, ref, reply.statusCode, payload ?? '');
      else await releaseKey(db, ref);
    } catch (error) {
      request.log.error({ err: error }, 'Could not keep the answer of an idempotency key; releasing it');
      await releaseKey(db, ref).catch(() => undefined);
    }
    return payload;
  });

  // An answer that never went through onSend (the connection dropped first) leaves nothing claimed.
  app.addHook('onResponse', async (request) => {
    const ref = claims.get(request);
    if (!ref) return;
    claims.delete(request);
    await releaseKey(db, ref).catch((error: unknown) =>
      request.log.error({ err: error }, 'Could not release an idempotency key'),
    );
  });
});

export const IDEMPOTENCY_CLEANUP_JOB = 'idempotency-keys-cleanup';

/** Deletes keys past their 24 hours, hourly (an expired key is also claimed over when it is used again). */
export function idempotencyCleanupJob(): Job {
  return {
    name: IDEMPOTENCY_CLEANUP_JOB,
    intervalMs: 60 * 60 * 1000,
    run: (ctx) => deleteExpiredKeys(ctx.db, ctx.now()),
  };
}
