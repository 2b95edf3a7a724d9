import { adminUserSchema, listResponseSchema, type UserListQuery } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { userKeys } from './query-keys';

const userListSchema = listResponseSchema(adminUserSchema);

export function usersQueryOptions(query: UserListQuery) {
  return keptGetQuery(
    userKeys.list(query),
    '/api/users',
    { query: { ...query }, schema: userListSchema },
    // People join and sign in all the time; keep the list reasonably fresh.
    { staleTime: 30_000 },
  );
}

/** People with an account (admins). */
export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
