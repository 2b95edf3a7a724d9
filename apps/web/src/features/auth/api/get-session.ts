import type { SessionResponse } from '@plantwise/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { lastSession } from './last-session';
import { authKeys } from './query-keys';

/**
 * The signed-in session, or null when nobody is signed in (the API answers null; a 401 means the same).
 * When the server cannot be reached, the last session it confirmed here, so the app opens offline.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  let answer: unknown;
  try {
    answer = await api.get<unknown>('/api/auth/session', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    const kept = error instanceof ApiError && error.code === NETWORK_ERROR_CODE ? await lastSession() : null;
    if (kept) return kept;
    throw error;
  }
  if (answer === null) return null;
  const { parseSession } = await import('./session-schema');
  const session = parseSession(answer);
  // Spec §4: a profile that belongs to another user than the session must never be shown.
  if (session.profile.id !== session.user.id) {
    console.error('Critical: the session profile does not belong to the session user; signing out.');
    await api.post('/api/auth/sign-out').catch(() => undefined);
    return null;
  }
  return session;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    // Asked even without a connection (the kept session answers then), and asked again when it returns.
    networkMode: 'offlineFirst',
    refetchOnReconnect: 'always',
  });
}

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
