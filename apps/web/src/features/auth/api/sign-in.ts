import type { SessionResponse, SignInBody } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './query-keys';

export async function signIn(body: SignInBody): Promise<SessionResponse> {
  // The schema loads while the request is in flight (see session-schema.ts).
  const [answer, { parseSession }] = await Promise.all([
    api.post<unknown>('/api/auth/sign-in', body),
    import('./session-schema'),
  ]);
  return parseSession(answer);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      const previous = queryClient.getQueryData<SessionResponse | null>(authKeys.session());
      // Spec §4: data cached for another user must not leak into this user's screens.
      if (previous && previous.user.id !== session.user.id) queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), session);
    },
  });
}
