import { canRevokeInvitation, invitationStatus } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { toInvitation } from './invitations.presenters';
import { findInvitation, lockInvitation, updateInvitation } from './invitations.queries';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/** Withdraws an unused invitation: its code and link stop working at once (admins). */
export async function revokeInvitation(ctx: AppContext, actor: Actor, id: string) {
  const now = ctx.now();
  await auditedTransaction(ctx.db, async (tx) => {
    const row = await lockInvitation(tx, id);
    if (!row) throw new NotFoundError(INVITATION_NOT_FOUND);
    const status = invitationStatus({ status: row.status, expires_at: row.expires_at }, now);
    if (!canRevokeInvitation({ status })) {
      throw new ConflictError(
        `This invitation is already ${status} and cannot be revoked.`,
        'invitation_closed',
      );
    }
    await updateInvitation(tx, id, {
      status: 'revoked',
      revoked_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await appendAudit(tx, actor, {
      action: 'invitation.revoked',
      entity_type: 'invitation',
      entity_id: id,
      before: { status },
      after: { status: 'revoked', email: row.email },
    });
  });
  const row = await findInvitation(ctx.db, id);
  return toInvitation(row!, now);
}
