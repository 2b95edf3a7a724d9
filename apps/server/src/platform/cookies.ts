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
