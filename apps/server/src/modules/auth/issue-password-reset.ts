import { PASSWORD_RESET_EXPIRY_MINUTES } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { enqueueMail } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/render';
import { insertPasswordReset, retirePasswordResets } from './auth.queries';

function resetMail(input: { fullName: string | null; link: string; byAdmin: boolean }) {
  return renderMail({
    subject: 'Choose a new Plantwise password',
    greeting: input.fullName ? `Hello ${input.fullName},` : 'Hello,',
    paragraphs: [
      input.byAdmin
        ? 'An administrator has sent you a link to choose a new password for Plantwise.'
        : 'Someone (we hope you) asked to choose a new password for your Plantwise account.',
      'Choosing a new password signs you out on every other device.',
    ],
    action: { label: 'Choose a new password', url: input.link },
    after: [
      `The link works once, for ${PASSWORD_RESET_EXPIRY_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
  });
}

/**
 * Issues a single-use reset link for an account and queues its mail, in the caller's transaction (earlier
 * links stop working). `requestedBy` is the admin who sent it, or null when the person asked.
 */
export async function issuePasswordReset(
  ctx: AppContext,
  tx: DbOrTx,
  account: { id: string; email: string; full_name: string | null },
  requestedBy: string | null,
): Promise<{ expires_at: string }> {
  const now = ctx.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_EXPIRY_MINUTES * 60 * 1000).toISOString();
  await retirePasswordResets(tx, account.id, now);
  await insertPasswordReset(tx, {
    user_id: account.id,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    requested_by: requestedBy,
  });
  const link = `${ctx.config.publicUrl}/auth/reset?token=${token}`;
  await enqueueMail(tx, {
    kind: 'account',
    to: account.email,
    ...resetMail({ fullName: account.full_name, link, byAdmin: requestedBy !== null }),
  });
  return { expires_at: expiresAt };
}
