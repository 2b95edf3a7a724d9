import {
  ERRORS,
  PASSWORD_RESET_EXPIRY_MINUTES,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetTarget,
  type ResetPasswordBody,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import { countAttempts, recordAttempt } from '../../platform/auth/attempts';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError, RateLimitError } from '../../platform/errors';
import { lockLimitKeys } from '../../platform/limits';
import { withinMailBudget } from '../../platform/mail/budget';
import { enqueueMail, MAIL_JOB } from '../../platform/mail/outbox';
import { renderMail } from '../../platform/mail/render';
import {
  findAccount,
  findPasswordReset,
  findUserByEmail,
  insertPasswordReset,
  markEmailConfirmed,
  retirePasswordResets,
  revokeSessionsExcept,
  updatePasswordHash,
} from './auth.queries';
import { type StartedSession, startSession } from './start-session';

const HOUR_MS = 60 * 60 * 1000;

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
    to: account.email,
    ...resetMail({ fullName: account.full_name, link, byAdmin: requestedBy !== null }),
  });
  return { expires_at: expiresAt };
}

/**
 * "Forgot password": mails a reset link to the account of an address. The answer is the same whether or
 * not such an account exists: requests are counted alike per client address and per address typed (429
 * past PASSWORD_RESET_MAX_PER_IP / _PER_ACCOUNT in an hour, known or not), and an inactive account, or one
 * whose hourly mail budget is spent, quietly gets no mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, client: ClientInfo) {
  const now = ctx.now();
  const address = email.trim().toLowerCase();
  const queued = await auditedTransaction(ctx.db, async (tx) => {
    await lockLimitKeys(tx, [`password-reset:ip:${client.ip}`, `password-reset:account:${address}`]);
    const since = new Date(now.getTime() - HOUR_MS);
    const [fromAddress, forAccount] = await Promise.all([
      countAttempts(tx, 'password_reset', since, { ip: client.ip }),
      countAttempts(tx, 'password_reset', since, { account: address }),
    ]);
    if (
      fromAddress >= ctx.config.PASSWORD_RESET_MAX_PER_IP ||
      forAccount >= ctx.config.PASSWORD_RESET_MAX_PER_ACCOUNT
    )
      throw new RateLimitError(PASSWORD_RESET_MESSAGES.tooMany, 3600);
    await recordAttempt(tx, { kind: 'password_reset', ip: client.ip, account: address, success: true }, now);
    const found = await findUserByEmail(tx, address);
    if (!found?.user.active) return false;
    if (!(await withinMailBudget(ctx, tx, found.user.email, now))) return false;
    await issuePasswordReset(
      ctx,
      tx,
      { id: found.user.id, email: found.user.email, full_name: found.profile.full_name },
      null,
    );
    await appendAudit(
      tx,
      { id: null, email: address, ip: client.ip },
      { action: 'auth.password_reset_requested', entity_type: 'user', entity_id: found.user.id },
    );
    return true;
  });
  if (queued) ctx.jobs.wake(MAIL_JOB);
}

const invalidLink = () => new AppError(ERRORS.invalidResetLink);

/** The account a usable reset link belongs to, or a 404 (unknown, used, expired or retired). */
async function usableReset(ctx: AppContext, db: DbOrTx, token: string, lock: boolean) {
  const reset = await findPasswordReset(db, hashToken(token), lock);
  if (!reset || reset.used_at || Date.parse(reset.expires_at) <= ctx.now().getTime()) throw invalidLink();
  const account = await findAccount(db, reset.user_id);
  if (!account) throw invalidLink();
  if (!account.user.active) throw new AppError(ERRORS.accountDeactivated);
  return { reset, account };
}

/** Whose password a reset link changes, without using it (the reset page shows it, and checks it early). */
export async function checkPasswordReset(ctx: AppContext, token: string): Promise<PasswordResetTarget> {
  const { reset, account } = await usableReset(ctx, ctx.db, token, false);
  return { email: account.user.email, full_name: account.profile.full_name, expires_at: reset.expires_at };
}

/**
 * Sets a new password with a reset link, once: every session of the person ends (a lost phone, a
 * stranger who knew the old password) and this device is signed in. The link was mailed to the account's
 * address, so it also confirms that address.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordBody,
  client: ClientInfo,
  actor: Actor,
): Promise<StartedSession> {
  const { account } = await usableReset(ctx, ctx.db, input.token, false);
  await assertAcceptablePassword(input.password, {
    email: account.user.email,
    full_name: account.profile.full_name,
  });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return auditedTransaction(ctx.db, async (tx) => {
    const { reset, account: current } = await usableReset(ctx, tx, input.token, true);
    await retirePasswordResets(tx, current.user.id, now);
    await updatePasswordHash(tx, current.user.id, passwordHash, now);
    const confirmed = current.user.email_confirmed_at
      ? current.profile
      : await markEmailConfirmed(tx, current.user.id, now);
    const ended = await revokeSessionsExcept(tx, current.user.id, null, now);
    const started = await startSession(ctx, tx, { user: current.user, profile: confirmed }, client);
    await appendAudit(
      tx,
      { ...actor, id: current.user.id, email: current.user.email },
      {
        action: 'auth.password_reset',
        entity_type: 'user',
        entity_id: current.user.id,
        after: {
          sessions_ended: ended,
          sent_by_admin: reset.requested_by,
          email_confirmed: current.user.email_confirmed_at === null ? true : undefined,
        },
      },
    );
    return started;
  });
}
