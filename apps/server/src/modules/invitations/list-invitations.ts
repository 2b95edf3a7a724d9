import type { InvitationListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { toInvitation } from './invitations.presenters';
import { listInvitations as selectInvitations } from './invitations.queries';

/** Invitations newest first, with their status as of now (admins). */
export async function listInvitations(ctx: AppContext, query: InvitationListQuery) {
  const now = ctx.now();
  const { rows, total } = await selectInvitations(ctx.db, query, now);
  return { data: rows.map((row) => toInvitation(row, now)), total };
}
