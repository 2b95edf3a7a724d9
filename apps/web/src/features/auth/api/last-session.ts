import type { SessionResponse } from '@plantwise/domain';

/**
 * The last session the server confirmed on this device, kept so the installed app opens signed in
 * without a connection (docs/decisions/installable-app.md). It holds who the person is (name, role,
 * sites), no secret: the cookie stays the server's proof, and every answer still comes from the server.
 */
const KEY = 'plantwise-last-session';

/** Keeps the session the app now shows, or forgets it when nobody is signed in. */
export function rememberSession(session: SessionResponse | null) {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be blocked (privacy mode): the app then needs the server to open, as before.
  }
}

/** The kept session, if it is well-formed and not past its expiry; for when the server cannot be reached. */
export async function lastSession(now = Date.now()): Promise<SessionResponse | null> {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (stored === null) return null;
  const { parseSession } = await import('./session-schema');
  try {
    const session = parseSession(stored);
    return Date.parse(session.expires_at) > now ? session : null;
  } catch {
    return null;
  }
}
