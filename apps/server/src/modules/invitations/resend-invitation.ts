import {
  canResendInvitation,
  ERRORS,
  invitationExpiresAt,
  invitationStatus,
  isOpenInvitation,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertMailBudget } from '../../platform/mail/budget';
import { MAIL_JOB } from '../../platform/mail/outbox';
import { issueCredentials } from './internal/credentials';
import { invitationLinks, queueInvitationMail } from './internal/invitation-mails';
import { toInvitation } from './invitations.presenters';
import { findInvitation, lockCodeIssuing, lockInvitation, updateInvitation } from './invitations.queries';

/**
 * Issues a new code and link for an unused invitation (the old ones stop working), restarts its
 * expiry and mails it again (admins). The answer shows the new code and link once.
 */
export async function resendInvitation(ctx: AppContext, auth: AuthContext, actor: Actor, id: string) {
  const now = ctx.now();
  const issued = await auditedTransaction(ctx.db, async (tx) => {
    await lockCodeIssuing(tx);
    const row = await lockInvitation(tx, id);
    if (!row) throw new AppError(ERRORS.invitationNotFound);
    const status = invitationStatus({ status: row.status, expires_at: row.expires_at }, now);
    if (!canResendInvitation({ status })) {
      throw new AppError(ERRORS.invitationClosed, { params: { status, action: 'resent' } });
    }
    if (!isOpenInvitation(row)) await assertMailBudget(ctx, tx, row.email, now);
    const credentials = await issueCredentials(tx, now);
    const expiresAt = invitationExpiresAt(now, ctx.config.INVITATION_EXPIRY_DAYS).toISOString();
    await updateInvitation(tx, id, {
      status: 'pending',
      code_hash: credentials.code_hash,
      invitation_token_hash: credentials.invitation_token_hash,
      expires_at: expiresAt,
      updated_at: now.toISOString(),
    });
    const links = invitationLinks(ctx.config.publicUrl, credentials.code, credentials.token);
    if (!isOpenInvitation(row)) {
      await queueInvitationMail(tx, ctx, auth, row, { code: credentials.code, links, expiresAt });
    }
    await appendAudit(tx, actor, {
      action: 'invitation.resent',
      entity_type: 'invitation',
      entity_id: id,
      before: { status, expires_at: row.expires_at },
      after: { status: 'pending', expires_at: expiresAt },
    });
    return { code: credentials.code, ...links };
  });
  ctx.jobs.wake(MAIL_JOB);
  const row = await findInvitation(ctx.db, id);
  return { invitation: toInvitation(row!, now), ...issued };
}
