import { API_TOKEN_RATE_LIMIT_PER_MINUTE, canAccess, ERRORS, type RoleAccess } from '@plantwise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { VersionedMemo } from '../cache/versioned-memo';
import { AppError } from '../errors';
import {
  type ApiTokenPolicy,
  addressCarriesToken,
  bearerTokenOf,
  resolveBearer,
  tokenRateExceeded,
} from './api-token-auth';
import { type AuthContext, resolveSession, SESSION_COOKIE, type SessionPolicy } from './sessions';

/**
 * Who may call a route: 'public', or the domain's role access: the least role on the ladder
 * user < technician < manager < admin ('user' = any signed-in person, quality included), or a list such as
 * ['manager', 'quality'] (docs/decisions/sessions-and-roles.md). `canAccess` decides.
 */
export type Access = 'public' | RoleAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 401 message of this route when nobody is signed in, where the spec has its own text. */
    signInMessage?: string;
    /**
     * The route needs a browser session: an API token is refused (403 session_required). The text completes
     * "an API token cannot …" (docs/decisions/api-tokens.md lists these routes and why).
     */
    sessionOnly?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access and the tables it reads, for the route tests. */
    routeAccess: Array<{ method: string; url: string; access: Access; reads?: readonly string[] }>;
  }
}

export interface AccessOptions {
  db: Db;
  policy: SessionPolicy;
  now: () => Date;
  /** Valid sessions remembered between requests (see resolveSession). */
  sessionMemory?: VersionedMemo;
  /** Defaults to the domain's rate (API_TOKEN_RATE_LIMIT_PER_MINUTE). */
  apiTokens?: ApiTokenPolicy;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in context of a request; throws 401 when there is none (use in actions behind 'user' routes). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ERRORS.unauthorized);
  return request.auth;
}

/**
 * Deny by default: an /api route without an `access` declaration fails start-up. Each request's
 * session is resolved once, then checked against the route's declaration before the body is validated.
 */
export const accessPlugin = fp<AccessOptions>(async (app: FastifyInstance, options) => {
  app.decorate('routeAccess', []);
  app.decorateRequest('auth', null);
  const tokenPolicy = options.apiTokens ?? { ratePerMinute: API_TOKEN_RATE_LIMIT_PER_MINUTE };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} has no access declaration (config.access)`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeAccess.push({ method, url: route.url, access, reads: route.config?.reads });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (addressCarriesToken(request.url)) throw new AppError(ERRORS.apiTokenInAddress);
    // A request with an Authorization header is the token's alone: a cookie beside it is not read, so a
    // bearer request never acts on a browser's ambient session (and needs no same-origin check).
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const bearer = await resolveBearer(
        options.db,
        bearerTokenOf(authorization),
        tokenPolicy,
        options.now(),
      );
      void reply.headers({
        'ratelimit-limit': String(bearer.rate.limit),
        'ratelimit-remaining': String(bearer.rate.remaining),
        'ratelimit-reset': String(bearer.rate.resetS),
      });
      if (!bearer.auth) throw tokenRateExceeded(bearer.rate);
      if (bearer.auth.token?.scope === 'read' && !SAFE_METHODS.has(request.method)) {
        throw new AppError(ERRORS.apiTokenReadOnly);
      }
      request.auth = bearer.auth;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token)
      request.auth = await resolveSession(
        options.db,
        token,
        options.policy,
        options.now(),
        options.sessionMemory,
      );
  });

  // preValidation, not preHandler: a caller who may not use a route learns nothing about its body
  // schema (401/403 before any 400).
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    const sessionOnly = request.routeOptions.config?.sessionOnly;
    if (sessionOnly && request.auth?.token) {
      throw new AppError(ERRORS.sessionRequired, { params: { action: sessionOnly } });
    }
    if (!access || access === 'public') return;
    if (!request.auth)
      throw new AppError(ERRORS.unauthorized, { message: request.routeOptions.config?.signInMessage });
    if (!canAccess(request.auth.profile.role, access)) throw new AppError(ERRORS.forbidden);
  });
});
