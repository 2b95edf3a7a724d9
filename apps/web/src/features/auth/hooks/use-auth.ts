import { AUTH_LOADING_TIMEOUT_MS, setDisplayTimeZone } from '@plantwise/domain';
import { useEffect, useState } from 'react';
import { useSessionQuery } from '../api/get-session';
import { rememberSession } from '../api/last-session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The auth state of spec §4: loading until the session is known, then signed in or out.
 * Loading gives up after AUTH_LOADING_TIMEOUT_MS and counts as signed out.
 */
export function useAuth() {
  const query = useSessionQuery();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!query.isPending) return;
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [query.isPending]);

  // Whatever session the app shows (checked, signed in, adopted or signed out) is what it opens with offline.
  useEffect(() => {
    if (query.isSuccess) rememberSession(query.data);
  }, [query.isSuccess, query.data]);

  const session = query.data ?? null;
  // Every date and time is shown on the plant's clock. Set during render, before the signed-in shell
  // renders a screen (RequireAuth asks here first), so no screen ever draws in the browser's zone.
  if (session) setDisplayTimeZone(session.plant_time_zone);
  let status: AuthStatus;
  if (query.isPending && !timedOut) status = 'loading';
  else status = session ? 'signed-in' : 'signed-out';

  return {
    status,
    session,
    user: session?.user ?? null,
    profile: session?.profile ?? null,
    error: query.error,
  };
}
