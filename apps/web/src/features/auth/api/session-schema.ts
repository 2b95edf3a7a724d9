import { sessionResponseSchema } from '@plantwise/domain';

/**
 * The session's schema, imported lazily (`import('./session-schema')`): checking a session needs zod,
 * but the signed-out sign-in page must not ship it (≤ 150 KB of JavaScript before the user can
 * type). A signed-out answer is `null` and needs no schema.
 */
export function parseSession(data: unknown) {
  return sessionResponseSchema.parse(data);
}
