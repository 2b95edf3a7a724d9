/**
 * The records this browser has just changed. A change made here already told the person so (its
 * dialog or toast); the notification the server sends about the same record a moment later goes to
 * the bell only, so one action never shows two toasts. Someone else's change still toasts.
 */
const OWN_ACTION_WINDOW_MS = 30_000;
const recent = new Map<string, number>();
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.match(UUID) ?? [];
  if (!value || typeof value !== 'object') return [];
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' ? (id.match(UUID) ?? []) : [];
}

/** Remembers the records a successful request changed: the id it was sent for and the id it answered. */
export function rememberOwnAction(data: unknown, variables: unknown, now = Date.now()): void {
  for (const [id, at] of recent) if (now - at > OWN_ACTION_WINDOW_MS) recent.delete(id);
  for (const id of [...idsIn(variables), ...idsIn(data)]) recent.set(id.toLowerCase(), now);
}

/** Whether a notification's link points at a record this browser changed in the last 30 s. */
export function isOwnRecentAction(url: string | null | undefined, now = Date.now()): boolean {
  if (!url) return false;
  return (url.match(UUID) ?? []).some((id) => {
    const at = recent.get(id.toLowerCase());
    return at !== undefined && now - at <= OWN_ACTION_WINDOW_MS;
  });
}

/** Forgets everything remembered (between tests). */
export function forgetOwnActions(): void {
  recent.clear();
}
