import { type AdminUser, adminUserSchema, type UpdateUserBody } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { userKeys } from './query-keys';

export function updateUser(input: { id: string; body: UpdateUserBody }): Promise<AdminUser> {
  return api.patch(`/api/users/${input.id}`, input.body, { schema: adminUserSchema });
}

/** Changes a role or the active flag; the signed-in admin's own session is refreshed too. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        refreshUnlessLive(queryClient, authKeys.session()),
      ]),
  });
}
