import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { rememberSession } from './last-session';
import { authKeys } from './query-keys';

export function signOut(): Promise<{ ok: true }> {
  return api.post('/api/auth/sign-out');
}

/** Signs out, then shows /auth with every cached query of the signed-out user dropped. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Navigate before clearing in the same tick: the protected screens are gone before they
      // could see the empty session and redirect to /auth?redirect=… themselves.
      void navigate('/auth', { replace: true });
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), null);
      rememberSession(null);
    },
  });
}
