import {
  type CreateInvitationBody,
  type Invitation,
  type InvitationListQuery,
  type IssuedInvitation,
  invitationSchema,
  issuedInvitationSchema,
  listResponseSchema,
} from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { invitationKeys } from './query-keys';

const invitationListSchema = listResponseSchema(invitationSchema);

export function invitationsQueryOptions(query: Partial<InvitationListQuery>) {
  return keptGetQuery(
    invitationKeys.list(query),
    '/api/invitations',
    { query: { ...query }, schema: invitationListSchema },
    // Statuses move with time (pending → expired) and with other admins' work.
    { staleTime: 30_000 },
  );
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
