import { registerTableKeys } from '@/lib/realtime';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  /** My sessions on every device (Settings → Security). */
  sessions: () => [...authKeys.all, 'my-sessions'] as const,
  /** Whether the sign-in page offers single sign-on (a server setting). */
  singleSignOn: () => [...authKeys.all, 'single-sign-on'] as const,
};

// A changed profile (name, role) refreshes the session: the user menu and role checks follow at once.
registerTableKeys('profiles', [authKeys.session()]);

// A change of someone's sites (docs/decisions/site-access.md) reaches only that person and admins: for the
// person everything on screen may now be more or less, so every open view refetches (their session too).
registerTableKeys('user_sites', [[]]);
