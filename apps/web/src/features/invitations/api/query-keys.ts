import type { InvitationListQuery } from '@plantwise/domain';

export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (query: Partial<InvitationListQuery>) => [...invitationKeys.lists(), query] as const,
};
