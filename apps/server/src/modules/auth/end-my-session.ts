import { ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { revokeOwnSession } from './auth.queries';

/** Signs out one of my sessions (a lost phone); another person's session answers 404. */
export async function endMySession(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  sessionId: string,
): Promise<{ current: boolean }> {
  return auditedTransaction(ctx.db, async (tx) => {
    if ((await revokeOwnSession(tx, auth.user.id, sessionId, ctx.now())) === 0)
      throw new AppError(ERRORS.sessionNotFound);
    await appendAudit(tx, actor, {
      action: 'auth.session_ended',
      entity_type: 'session',
      entity_id: sessionId,
    });
    return { current: sessionId === auth.sessionId };
  });
}
