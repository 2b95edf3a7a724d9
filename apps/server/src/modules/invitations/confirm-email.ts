import { ACCOUNT_MESSAGES, type EmailConfirmed, ERRORS } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import { countAttempts, recordAttempt } from '../../platform/auth/attempts';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError, RateLimitError } from '../../platform/errors';
import { lockLimitKeys } from '../../platform/limits';
import { withinMailBudget } from '../../platform/mail/budget';
import { enqueueMail, MAIL_JOB } from '../../platform/mail/outbox';
import { findAccount, findUserByEmail, markEmailConfirmed, type StartedSession, startSession } from '../auth';
import { confirmationMail } from './internal/invitation-mails';
import {
  insertEmailConfirmation,
  lockEmailConfirmation,
  markConfirmationUsed,
  retireConfirmations,
} from './invitations.queries';

/** Stores a new single-use confirmation token (earlier ones stop working) and returns its mail. */
export async function issueEmailConfirmation(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  fullName: string | null,
) {
  const now = ctx.now();
  const token = randomToken();
  await retireConfirmations(tx, userId, now);
  await insertEmailConfirmation(tx, {
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(
      now.getTime() + ctx.config.EMAIL_CONFIRMATION_EXPIRY_HOURS * 3600 * 1000,
    ).toISOString(),
  });
  return confirmationMail({
    fullName,
    link: `${ctx.config.publicUrl}/email-confirmation?token=${token}`,
    expiresInHours: ctx.config.EMAIL_CONFIRMATION_EXPIRY_HOURS,
  });
}

/**
 * Confirms the address of the account a confirmation link was sent for; the link works once. Opening it
 * proves the address, so this device is signed in (`started`), unless the account has been deactivated.
 * A link opened again after its address was confirmed answers `already_confirmed` with the address, so
 * the page can offer the sign-in form with it filled in.
 */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
  actor: Actor,
  client: ClientInfo,
): Promise<{ confirmed: EmailConfirmed; started: StartedSession | null }> {
  const now = ctx.now();
  return auditedTransaction(ctx.db, async (tx) => {
    const row = await lockEmailConfirmation(tx, hashToken(token));
    const account = row ? await findAccount(tx, row.user_id) : null;
    if (!row || !account) throw invalidConfirmation();
    if (row.used_at || Date.parse(row.expires_at) <= now.getTime()) {
      if (!account.user.email_confirmed_at) throw invalidConfirmation();
      const confirmed = {
        email: account.user.email,
        email_verified_at: account.user.email_confirmed_at,
        already_confirmed: true,
        session: null,
      };
      return { confirmed, started: null };
    }
    await markConfirmationUsed(tx, row.id, now);
    const profile = await markEmailConfirmed(tx, row.user_id, now);
    const who = { ...actor, id: row.user_id, email: profile.email };
    await appendAudit(tx, who, {
      action: 'user.email_confirmed',
      entity_type: 'user',
      entity_id: row.user_id,
    });
    let started: StartedSession | null = null;
    if (account.user.active) {
      started = await startSession(ctx, tx, { user: account.user, profile }, client);
      await appendAudit(tx, who, {
        action: 'auth.sign_in',
        entity_type: 'user',
        entity_id: row.user_id,
        after: { via: 'email_confirmation' },
      });
    }
    const confirmed = {
      email: profile.email,
      email_verified_at: profile.email_verified_at ?? now.toISOString(),
      already_confirmed: false,
      session: started?.body ?? null,
    };
    return { confirmed, started };
  });
}

const invalidConfirmation = () => new AppError(ERRORS.invalidConfirmation);

/**
 * Sends a new confirmation link to an account that has not confirmed yet. The answer is the same
 * whether or not such an account exists, so it reveals nothing about who has one: requests are
 * counted per address alike (429 past ACCOUNT_MAIL_MAX_PER_HOUR in an hour, known or not), and an
 * account whose mail budget is spent quietly gets no mail rather than a different answer.
 */
export async function resendConfirmation(ctx: AppContext, email: string, client: ClientInfo): Promise<void> {
  const now = ctx.now();
  const address = email.trim().toLowerCase();
  const queued = await auditedTransaction(ctx.db, async (tx) => {
    await lockLimitKeys(tx, [`confirmation-resend:${address}`]);
    const since = new Date(now.getTime() - 60 * 60 * 1000);
    const asked = await countAttempts(tx, 'confirmation_resend', since, { account: address });
    if (asked >= ctx.config.ACCOUNT_MAIL_MAX_PER_HOUR)
      throw new RateLimitError(ACCOUNT_MESSAGES.tooManyEmails, 600);
    await recordAttempt(
      tx,
      { kind: 'confirmation_resend', ip: client.ip, account: address, success: true },
      now,
    );
    const found = await findUserByEmail(tx, email);
    if (!found || found.user.email_confirmed_at || !found.user.active) return false;
    if (!(await withinMailBudget(ctx, tx, found.user.email, now))) return false;
    const mail = await issueEmailConfirmation(ctx, tx, found.user.id, found.profile.full_name);
    await enqueueMail(tx, { kind: 'account', to: found.user.email, ...mail });
    return true;
  });
  if (queued) ctx.jobs.wake(MAIL_JOB);
}
