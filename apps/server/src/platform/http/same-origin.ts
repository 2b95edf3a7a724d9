import { ERRORS } from '@plantwise/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser's Origin is the application's own: the origin of APP_URL, never one derived from the
 * request's Host header, which the client chooses (a DNS-rebinding page sends Origin and Host of its own
 * name). When APP_URL is a loopback address (development, tests, a trial on one machine) the other
 * loopback names of the same scheme and port are the same server.
 */
export function isOwnOrigin(origin: string, publicUrl: string): boolean {
  const own = new URL(publicUrl);
  if (origin === own.origin) return true;
  let candidate: URL;
  try {
    candidate = new URL(origin);
  } catch {
    return false;
  }
  return (
    candidate.origin === origin &&
    LOOPBACK_HOSTS.has(own.hostname) &&
    LOOPBACK_HOSTS.has(candidate.hostname) &&
    candidate.protocol === own.protocol &&
    candidate.port === own.port
  );
}

/**
 * State-changing requests from another origin are refused (docs/decisions/sessions-and-roles.md), whatever
 * their path: the router decodes '/%61pi/…' to '/api/…', so a prefix test on the raw URL would be bypassed.
 * Browsers send Origin on every POST/PATCH/DELETE; a request without Origin is only refused when the browser
 * says it is cross-site. Non-browser clients (scripts, benchmarks) carry no ambient cookies to abuse.
 */
export function sameOriginGuard(publicUrl: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // An API token's request carries no ambient credential a page could borrow: a browser cannot add an
    // Authorization header to another origin's request without CORS, which this server never grants.
    if (request.auth?.token) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!isOwnOrigin(origin, publicUrl)) throw new AppError(ERRORS.crossOrigin);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(ERRORS.crossOrigin);
    }
  };
}
