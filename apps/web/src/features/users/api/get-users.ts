import { adminUserSchema, listResponseSchema, type UserListQuery } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './query-keys';

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
