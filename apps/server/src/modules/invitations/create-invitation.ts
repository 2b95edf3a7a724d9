import { type CreateInvitationBody, ERRORS, invitationExpiresAt } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertMailBudget } from '../../platform/mail/budget';
import { MAIL_JOB } from '../../platform/mail/outbox';
import { findUserByEmail } from '../auth';
import { issueCredentials } from './internal/credentials';
import { invitationLinks, queueInvitationMail } from './internal/invitation-mails';
import { toInvitation } from './invitations.presenters';
import { findOpenInvitationFor, insertInvitation, lockCodeIssuing } from './invitations.queries';

/**
 * Invites a person (admins): stores the hashes of a new code and link token, mails both, and answers
 * them this once so an admin without mail can hand them over.
 */
export async function createInvitation(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: Required<CreateInvitationBody>,
) {
  const now = ctx.now();
  const issued = await auditedTransaction(ctx.db, async (tx) => {
    await lockCodeIssuing(tx);
    if (await findUserByEmail(tx, input.email)) throw new AppError(ERRORS.alreadyAUser);
    if (await findOpenInvitationFor(tx, input.email, now)) {
      throw new AppError(ERRORS.invitationPending);
    }
    await assertMailBudget(ctx, tx, input.email, now);
    const credentials = await issueCredentials(tx, now);
    const expiresAt = invitationExpiresAt(now, ctx.config.INVITATION_EXPIRY_DAYS).toISOString();
    const row = await insertInvitation(tx, {
      email: input.email,
      full_name: input.full_name,
      role: input.role,
      code_hash: credentials.code_hash,
      invitation_token_hash: credentials.invitation_token_hash,
      expires_at: expiresAt,
      invited_by: auth.user.id,
      notification_preferences: input.notification_preferences,
    });
    const links = invitationLinks(ctx.config.publicUrl, credentials.code, credentials.token);
    await queueInvitationMail(tx, ctx, auth, input, { code: credentials.code, links, expiresAt });
    await appendAudit(tx, actor, {
      action: 'invitation.created',
      entity_type: 'invitation',
      entity_id: row.id,
      after: { email: row.email, full_name: row.full_name, role: row.role, expires_at: row.expires_at },
    });
    return { row, code: credentials.code, ...links };
  });
  ctx.jobs.wake(MAIL_JOB);
  return {
    invitation: toInvitation({ ...issued.row, invited_by_email: auth.user.email }, now),
    code: issued.code,
    link: issued.link,
    code_link: issued.code_link,
  };
}
