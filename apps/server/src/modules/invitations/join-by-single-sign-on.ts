import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { findOpenInvitationFor } from './invitations.queries';
import { createAccountFromInvitation } from './internal/join';

/** Whether an address has a pending, unexpired invitation (single sign-on may then accept it). */
export async function hasOpenInvitation(ctx: AppContext, db: DbOrTx, email: string): Promise<boolean> {
  return Boolean(await findOpenInvitationFor(db, email, ctx.now()));
}

/**
 * Accepts the pending invitation of an address that a single sign-on provider has verified, in the caller's
 * transaction: the same account an invitation link makes (the invited role, name and notification choices,
 * the invitation marked accepted, audited), confirmed, and without a password: the person signs in with
 * their provider, or sets a password later with "Forgot your password?". Null when no invitation is pending
 * any more (withdrawn or accepted meanwhile).
 */
export async function joinBySingleSignOn(
  ctx: AppContext,
  tx: Tx,
  input: { email: string; name: string | null; actor: Actor },
) {
  const row = await findOpenInvitationFor(tx, input.email, ctx.now());
  if (!row) return null;
  return createAccountFromInvitation(ctx, tx, {
    invitationId: row.id,
    via: 'single-sign-on',
    email: undefined,
    fullName: row.full_name ? null : input.name,
    passwordHash: null,
    confirmed: true,
    actor: input.actor,
  });
}
