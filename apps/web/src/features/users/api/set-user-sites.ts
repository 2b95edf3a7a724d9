import { type AdminUser, adminUserSchema, type UserSitesBody } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { userKeys } from './query-keys';

export function setUserSites(input: { id: string; body: UserSitesBody }): Promise<AdminUser> {
  return api.put(`/api/users/${input.id}/sites`, input.body, { schema: adminUserSchema });
}

/** Limits a person to sites (or gives them every site with an empty list); PUT /api/users/:id/sites. */
export function useSetUserSites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserSites,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        refreshUnlessLive(queryClient, authKeys.session()),
      ]),
  });
}
