import {
  type CreateInvitationBody,
  type Invitation,
  type InvitationListQuery,
  type IssuedInvitation,
  invitationSchema,
  issuedInvitationSchema,
  listResponseSchema,
} from '@plantwise/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './query-keys';

const invitationListSchema = listResponseSchema(invitationSchema);

export function getInvitations(query: Partial<InvitationListQuery>, signal?: AbortSignal) {
  return api.get('/api/invitations', { query: { ...query }, schema: invitationListSchema, signal });
}

export function invitationsQueryOptions(query: Partial<InvitationListQuery>) {
  return queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ signal }) => getInvitations(query, signal),
    placeholderData: keepPreviousData,
    // Statuses move with time (pending → expired) and with other admins' work.
    staleTime: 30_000,
  });
}

/** Invitations newest first (admins). */
export function useInvitations(query: Partial<InvitationListQuery>) {
  return useQuery(invitationsQueryOptions(query));
}

export function createInvitation(body: CreateInvitationBody): Promise<IssuedInvitation> {
  return api.post('/api/invitations', body, { schema: issuedInvitationSchema });
}

export function resendInvitation(id: string): Promise<IssuedInvitation> {
  return api.post(`/api/invitations/${id}/resend`, undefined, { schema: issuedInvitationSchema });
}

export function revokeInvitation(id: string): Promise<Invitation> {
  return api.delete(`/api/invitations/${id}`, { schema: invitationSchema });
}

function useInvitationMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export const useCreateInvitation = () => useInvitationMutation(createInvitation);
export const useResendInvitation = () => useInvitationMutation(resendInvitation);
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation);
