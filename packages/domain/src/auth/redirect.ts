/**
 * The in-app path a `redirect` query parameter may send the user to after signing in (spec §2).
 * Only same-site paths are accepted: they start with one '/' (not '//' or '/\', which browsers treat
 * as another host) and hold no control characters; anything else gives `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return value;
}

/** The sign-in URL that returns the user to `target` (a path with its search) afterwards. */
export function signInPath(target: string): string {
  return `/auth?redirect=${encodeURIComponent(target)}`;
}
