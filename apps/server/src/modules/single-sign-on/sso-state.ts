import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What a browser carries between "Sign in with …" and the provider's answer: the state, the nonce and the
 * PKCE verifier of this one attempt and where to go afterwards. It lives in a short-lived, httpOnly cookie,
 * signed, so that any instance of the server can finish an attempt another one started and nothing is kept
 * in memory or in the database. The key is derived from the client secret every instance already shares;
 * changing the secret only cancels the attempts under way.
 */
export const SSO_COOKIE = { name: 'pw_sso', path: '/api/auth/oidc' } as const;

/** Ten minutes to sign in at the provider: long enough for a password manager or a second factor. */
export const SSO_STATE_MAX_AGE_S = 600;

const stateSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  redirect: z.string(),
  expiresAt: z.number(),
});
export type SsoState = z.infer<typeof stateSchema>;

const keyOf = (secret: string) =>
  createHash('sha256').update('plantwise single sign-on state\0').update(secret).digest();

const macOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function sealState(secret: string, state: SsoState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${macOf(secret, payload)}`;
}

/** The attempt a cookie holds, or null when it is missing, altered, not ours or past its time. */
export function openState(secret: string, cookie: string | undefined, now: Date): SsoState | null {
  if (!cookie) return null;
  const [payload, mac, ...rest] = cookie.split('.');
  if (!payload || !mac || rest.length) return null;
  const expected = Buffer.from(macOf(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const state = stateSchema.safeParse(parsed);
  if (!state.success || state.data.expiresAt <= now.getTime()) return null;
  return state.data;
}
