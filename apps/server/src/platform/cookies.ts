import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth/sessions';

/** Secure cookies whenever the app is reached over https (directly or behind a TLS proxy). */
function isSecure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  publicUrl: string,
  token: string,
  maxAgeS: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, publicUrl),
    maxAge: maxAgeS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A short-lived cookie only the server reads, sent back only to `path` (single sign-on's state). */
export function setPrivateCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  publicUrl: string,
  cookie: { name: string; value: string; path: string; maxAgeS: number },
): void {
  reply.setCookie(cookie.name, cookie.value, {
    path: cookie.path,
    httpOnly: true,
    // Lax: the provider sends the browser back by a top-level GET, which carries Lax cookies.
    sameSite: 'lax',
    secure: isSecure(request, publicUrl),
    maxAge: cookie.maxAgeS,
  });
}

export function clearPrivateCookie(reply: FastifyReply, cookie: { name: string; path: string }): void {
  reply.clearCookie(cookie.name, { path: cookie.path });
}
