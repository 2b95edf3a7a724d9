import { canRevokeInvitation, ERRORS, invitationStatus } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toInvitation } from './invitations.presenters';
import { findInvitation, lockInvitation, updateInvitation } from './invitations.queries';

/** Withdraws an unused invitation: its code and link stop working at once (admins). */
export async function revokeInvitation(ctx: AppContext, actor: Actor, id: string) {
  const now = ctx.now();
  await auditedTransaction(ctx.db, async (tx) => {
    const row = await lockInvitation(tx, id);
    if (!row) throw new AppError(ERRORS.invitationNotFound);
    const status = invitationStatus({ status: row.status, expires_at: row.expires_at }, now);
    if (!canRevokeInvitation({ status })) {
      throw new AppError(ERRORS.invitationClosed, { params: { status, action: 'revoked' } });
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
