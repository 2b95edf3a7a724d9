import { type AccountSession, ERRORS, type SessionsEnded } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import { describeDevice } from '../../platform/auth/device';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listOpenSessions, revokeOwnSession, revokeSessionsExcept } from './auth.queries';

/** The signed-in person's sessions still in force, the current one marked; never anyone else's. */
export async function listMySessions(ctx: AppContext, auth: AuthContext): Promise<AccountSession[]> {
  const now = ctx.now();
  const idleMs = ctx.config.SESSION_IDLE_TIMEOUT_S * 1000;
  const rows = await listOpenSessions(ctx.db, auth.user.id, now);
  return rows
    .filter((row) => row.id === auth.sessionId || Date.parse(row.last_seen_at) + idleMs > now.getTime())
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.user_agent),
      ip: row.ip,
      created_at: row.created_at,
      last_seen_at: row.id === auth.sessionId ? now.toISOString() : row.last_seen_at,
      current: row.id === auth.sessionId,
    }));
}

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
