import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshUnlessLive } from '@/lib/realtime';

/**
 * A mutation after which `keys` refresh: by the server's event while the tab's socket is open, by a
 * refetch of its own when it is not.
 */
export function useRefreshingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  ...keys: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshUnlessLive(queryClient, ...keys) });
}
