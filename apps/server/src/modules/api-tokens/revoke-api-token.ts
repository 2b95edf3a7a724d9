import { ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lockLiveToken, markRevoked } from './api-tokens.queries';

/**
 * Revokes a token: it stops working with the next request on every instance (each bearer request reads its row).
 * A person revokes their own; an admin anyone's. Someone else's token is a 404 to anyone else, as if it did not
 * exist, so its id says nothing.
 */
export async function revokeApiToken(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
): Promise<{ ok: true }> {
  await auditedTransaction(ctx.db, async (tx) => {
    const token = await lockLiveToken(tx, id);
    if (!token || (token.user_id !== auth.user.id && auth.profile.role !== 'admin')) {
      throw new AppError(ERRORS.apiTokenNotFound);
    }
    await markRevoked(tx, id, ctx.now());
    await appendAudit(tx, actor, {
      action: 'api_token.revoked',
      entity_type: 'api_token',
      entity_id: id,
      before: { name: token.name, scope: token.scope, user_id: token.user_id },
      // Named on both sides, so the entry reads on its own without the row it points to.
      after: { name: token.name, revoked: true },
    });
  });
  return { ok: true };
}
