import {
  apiTokenSchema,
  apiTokenWithOwnerSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
  createdApiTokenSchema,
  listResponseSchema,
  okResponseSchema,
  type PageQuery,
} from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { refreshUnlessLive } from '@/lib/realtime';
import { apiTokenKeys } from './query-keys';

const mineSchema = listResponseSchema(apiTokenSchema);
const everyoneSchema = listResponseSchema(apiTokenWithOwnerSchema);

/** The signed-in person's API tokens. */
export function useMyApiTokens(page: PageQuery) {
  return useQuery(
    keptGetQuery(apiTokenKeys.mine(page), '/api/tokens', { query: { ...page }, schema: mineSchema }),
  );
}

/** Everyone's API tokens with their owners (admins). */
export function useEveryonesApiTokens(page: PageQuery) {
  return useQuery(
    keptGetQuery(apiTokenKeys.everyone(page), '/api/tokens/everyone', {
      query: { ...page },
      schema: everyoneSchema,
    }),
  );
}

export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return api.post('/api/tokens', body, { schema: createdApiTokenSchema });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => refreshUnlessLive(queryClient, apiTokenKeys.all),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/tokens/${id}`, { schema: okResponseSchema }),
    onSuccess: () => refreshUnlessLive(queryClient, apiTokenKeys.all),
  });
}
