import type { SessionsEnded } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { revokeSessionsExcept } from './auth.queries';

/** Signs out every session of mine but this one. */
export async function endMyOtherSessions(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
): Promise<SessionsEnded> {
  return auditedTransaction(ctx.db, async (tx) => {
    const ended = await revokeSessionsExcept(tx, auth.user.id, auth.sessionId, ctx.now());
    await appendAudit(tx, actor, {
      action: 'auth.other_sessions_ended',
      entity_type: 'user',
      entity_id: auth.user.id,
      after: { sessions_ended: ended },
    });
    return { sessions_ended: ended };
  });
}
