import { type SessionResponse, type SignInBody, sessionResponseSchema } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './query-keys';

export function signIn(body: SignInBody): Promise<SessionResponse> {
  return api.post('/api/auth/sign-in', body, { schema: sessionResponseSchema });
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
