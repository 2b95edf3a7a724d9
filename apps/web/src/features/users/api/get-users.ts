import {
  type AdminUser,
  adminUserSchema,
  listResponseSchema,
  type PasswordResetSent,
  passwordResetSentSchema,
  type UpdateUserBody,
  type UserListQuery,
} from '@plantwise/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
};

const userListSchema = listResponseSchema(adminUserSchema);

export function getUsers(query: UserListQuery, signal?: AbortSignal) {
  return api.get('/api/users', { query: { ...query }, schema: userListSchema, signal });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    // People join and sign in all the time; keep the list reasonably fresh.
    staleTime: 30_000,
  });
}

/** People with an account (admins). */
export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}

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

/** Mails a person a link to choose a new password (admins); the admin never sees or sets it. */
export function sendPasswordReset(id: string): Promise<PasswordResetSent> {
  return api.post(`/api/users/${id}/password-reset`, undefined, { schema: passwordResetSentSchema });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
