import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another origin are refused (DESIGN.md §4), whatever their path: the
 * router decodes '/%61pi/…' to '/api/…', so a prefix test on the raw URL would be bypassed. Browsers send Origin
 * on every POST/PATCH/DELETE; a request without Origin is only refused when the browser says it is
 * cross-site. Non-browser clients (scripts, benchmarks) carry no ambient cookies to abuse.
 */
export function sameOriginGuard(publicUrl: string) {
  const configuredOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (origin !== configuredOrigin && origin !== ownOrigin) {
        throw new ForbiddenError('Cross-origin request refused', 'cross_origin');
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new ForbiddenError('Cross-origin request refused', 'cross_origin');
    }
  };
}
