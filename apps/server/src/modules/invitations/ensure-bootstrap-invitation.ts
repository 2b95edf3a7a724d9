import { invitationExpiresAt } from '@plantwise/domain';
import { appendAudit, auditedTransaction, SYSTEM_ACTOR } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { countUsers } from '../auth';
import { issueCredentials } from './internal/credentials';
import { invitationLinks } from './internal/invitation-mails';
import {
  findOpenAdminInvitation,
  insertInvitation,
  lockCodeIssuing,
  revokeOpenAdminInvitations,
} from './invitations.queries';

/** An instance that starts within this long of another reuses the other's invitation instead of replacing it. */
const RECENT_MS = 60_000;

/**
 * First administrator without CMMS_ADMIN_* (docs/architecture.md#running): on an empty user table, creates an
 * admin invitation addressed to nobody yet and prints its link and code. Only hashes are stored, so each
 * start replaces the previous one (the printed link of an earlier start stops working). Returns the printed
 * link and code, or null when none was needed.
 */
export async function ensureBootstrapInvitation(
  ctx: AppContext,
): Promise<{ code: string; link: string; code_link: string } | null> {
  if (ctx.config.CMMS_ADMIN_EMAIL) return null;
  if ((await countUsers(ctx.db)) > 0) return null;
  const now = ctx.now();
  const issued = await auditedTransaction(ctx.db, async (tx) => {
    await lockCodeIssuing(tx);
    if ((await countUsers(tx)) > 0) return null;
    const recent = await findOpenAdminInvitation(tx);
    if (recent && now.getTime() - Date.parse(recent.created_at) < RECENT_MS) return 'recent' as const;
    await revokeOpenAdminInvitations(tx, now);
    const credentials = await issueCredentials(tx, now);
    const row = await insertInvitation(tx, {
      email: '',
      full_name: null,
      role: 'admin',
      code_hash: credentials.code_hash,
      invitation_token_hash: credentials.invitation_token_hash,
      expires_at: invitationExpiresAt(now, ctx.config.INVITATION_EXPIRY_DAYS).toISOString(),
      invited_by: null,
      notification_preferences: [],
    });
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: 'invitation.created',
      entity_type: 'invitation',
      entity_id: row.id,
      after: { role: 'admin', first_administrator: true, expires_at: row.expires_at },
    });
    return {
      code: credentials.code,
      ...invitationLinks(ctx.config.publicUrl, credentials.code, credentials.token),
    };
  });
  if (issued === 'recent') {
    ctx.log.warn(
      'No administrator yet: another instance has just printed the first-admin invitation; see its log',
    );
    return null;
  }
  if (!issued) return null;
  ctx.log.warn(
    { link: issued.link, code: issued.code, code_link: issued.code_link },
    [
      'No administrator yet. Create the first administrator account with this invitation:',
      `  link: ${issued.link}`,
      `  or open ${issued.code_link} (code ${issued.code})`,
      `It expires in ${ctx.config.INVITATION_EXPIRY_DAYS} days; restarting the server replaces it.`,
      'Alternatively set CMMS_ADMIN_EMAIL and CMMS_ADMIN_PASSWORD.',
    ].join('\n'),
  );
  return issued;
}
