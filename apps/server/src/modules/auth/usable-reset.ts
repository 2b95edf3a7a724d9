import { ERRORS } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findAccount, findPasswordReset } from './auth.queries';

const invalidLink = () => new AppError(ERRORS.invalidResetLink);

/** The account a usable reset link belongs to, or a 404 (unknown, used, expired or retired). */
export async function usableReset(ctx: AppContext, db: DbOrTx, token: string, lock: boolean) {
  const reset = await findPasswordReset(db, hashToken(token), lock);
  if (!reset || reset.used_at || Date.parse(reset.expires_at) <= ctx.now().getTime()) throw invalidLink();
  const account = await findAccount(db, reset.user_id);
  if (!account) throw invalidLink();
  if (!account.user.active) throw new AppError(ERRORS.accountDeactivated);
  return { reset, account };
}
