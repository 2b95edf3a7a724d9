import {
  ACCOUNT_MESSAGES,
  ERRORS,
  isOpenInvitation,
  type NotificationPreference,
  preferencesFor,
} from '@plantwise/domain';
import { z } from 'zod';
import type { Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { type Actor, appendAudit } from '../../../platform/audit';
import { toProfile } from '../../../platform/auth/presenters';
import type { AppContext } from '../../../platform/context';
import { AppError, fieldError } from '../../../platform/errors';
import { findUserByEmail, insertAccount } from '../../auth/index';
import { insertNotificationPreferences, lockInvitation, updateInvitation } from '../invitations.queries';
import { isUsable, type TokenKind } from './find-invitation';

export const ENTER_EMAIL = 'Enter your e-mail address';

/** The address an account from this invitation gets: the invited one, or the typed one for the open first-admin invitation. */
export function joiningEmail(row: { email: string }, typed: string | undefined): string {
  if (isOpenInvitation(row)) {
    if (!typed) throw fieldError(ERRORS.validationFailed, 'email', { message: ENTER_EMAIL });
    return typed;
  }
  const email = row.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    throw new AppError(ERRORS.invalidInvitationEmail);
  }
  return email;
}

/**
 * Turns an invitation into an account inside the caller's transaction: the invited role, the
 * invitation's notification choices (a failure there is only logged, spec §8), the invitation marked
 * accepted, and the audit rows. A second use of the same invitation finds it accepted.
 */
export async function createAccountFromInvitation(
  ctx: AppContext,
  tx: Tx,
  input: {
    invitationId: string;
    /** How the person proved the address: the invitation's code or link, or their single sign-on provider. */
    via: TokenKind | 'single-sign-on';
    email: string | undefined;
    fullName: string | null;
    /** Null for an account that signs in with single sign-on only (until a password reset sets one). */
    passwordHash: string | null;
    confirmed: boolean;
    actor: Actor;
  },
) {
  const now = ctx.now();
  const row = await lockInvitation(tx, input.invitationId);
  if (!row || !isUsable(row, now)) {
    throw new AppError(ERRORS.invalidInvitation, {
      message: input.via === 'code' ? ACCOUNT_MESSAGES.noInvitation : ACCOUNT_MESSAGES.invalidLink,
    });
  }
  const email = joiningEmail(row, input.email);
  if (await findUserByEmail(tx, email)) throw new AppError(ERRORS.alreadyRegistered);
  const role = row.role;
  const fullName = input.fullName ?? row.full_name;
  let account: Awaited<ReturnType<typeof insertAccount>>;
  try {
    account = await insertAccount(tx, {
      email,
      full_name: fullName,
      role,
      password_hash: input.passwordHash,
      confirmed_at: input.confirmed ? now.toISOString() : null,
      metadata: { full_name: fullName, invited_role: role, invitation_id: row.id },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERRORS.alreadyRegistered);
    throw error;
  }
  const { user, profile } = account;
  await updateInvitation(tx, row.id, {
    status: 'accepted',
    accepted_at: now.toISOString(),
    accepted_user_id: user.id,
    updated_at: now.toISOString(),
  });
  try {
    await tx.transaction((sp) =>
      insertNotificationPreferences(
        sp,
        user.id,
        // Only what the role can receive (an invitation made before the kinds had roles may hold more).
        preferencesFor(role, row.notification_preferences as NotificationPreference[]),
      ),
    );
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'Could not save the invitation notification preferences');
  }
  const actor = { ...input.actor, id: user.id, email: user.email };
  await appendAudit(tx, actor, {
    action: 'invitation.accepted',
    entity_type: 'invitation',
    entity_id: row.id,
    after: { user_id: user.id, email: user.email, role, via: input.via },
  });
  await appendAudit(tx, actor, {
    action: 'user.created',
    entity_type: 'user',
    entity_id: user.id,
    after: {
      email: user.email,
      full_name: fullName,
      role,
      email_confirmed: input.confirmed,
      invitation_id: row.id,
    },
  });
  return { user: { id: user.id, email: user.email }, profile: toProfile(profile), profileRow: profile };
}
