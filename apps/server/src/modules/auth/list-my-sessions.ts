import type { AccountSession } from '@plantwise/domain';
import { describeDevice } from '../../platform/auth/device';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { listOpenSessions } from './auth.queries';

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
