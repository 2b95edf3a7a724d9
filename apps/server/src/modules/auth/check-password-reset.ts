import type { PasswordResetTarget } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { usableReset } from './usable-reset';

/** Whose password a reset link changes, without using it (the reset page shows it, and checks it early). */
export async function checkPasswordReset(ctx: AppContext, token: string): Promise<PasswordResetTarget> {
  const { reset, account } = await usableReset(ctx, ctx.db, token, false);
  return { email: account.user.email, full_name: account.profile.full_name, expires_at: reset.expires_at };
}
