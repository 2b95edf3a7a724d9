import type { Profile } from '@plantwise/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import { toProfile } from './presenters';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'pw_session';

export interface SessionPolicy {
  idleTimeoutS: number;
  maxAgeS: number;
}

export interface AuthContext {
  sessionId: string;
  expiresAt: string;
  user: { id: string; email: string; last_sign_in_at: string | null };
  profile: Profile;
}

/**
 * Seen-at is refreshed at most once a minute so that reads do not turn into writes, and at most every
 * quarter of the idle timeout, so a short timeout never signs out someone who is active.
 */
export function touchIntervalMs(idleTimeoutS: number): number {
  return Math.min(60_000, (idleTimeoutS * 1000) / 4);
}

export async function createSession(
  tx: DbOrTx,
  userId: string,
  policy: SessionPolicy,
  now: Date,
  client: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + policy.maxAgeS * 1000);
  await tx.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    ip: client.ip ?? null,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** The signed-in context for a cookie token, or null when the session is unknown, expired, revoked or its user inactive. */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<AuthContext | null> {
  const [row] = await db
    // Only what the check needs: this runs on every signed-in request (no password hash read back).
    .select({
      session: { id: sessions.id, last_seen_at: sessions.last_seen_at, expires_at: sessions.expires_at },
      user: {
        id: users.id,
        email: users.email,
        last_sign_in_at: users.last_sign_in_at,
        active: users.active,
      },
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(profiles, eq(profiles.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at)))
    .limit(1);
  if (!row?.user.active) return null;
  const lastSeen = Date.parse(row.session.last_seen_at);
  const idleDeadline = lastSeen + policy.idleTimeoutS * 1000;
  const absoluteDeadline = Date.parse(row.session.expires_at);
  if (now.getTime() >= idleDeadline || now.getTime() >= absoluteDeadline) return null;
  if (now.getTime() - lastSeen > touchIntervalMs(policy.idleTimeoutS)) {
    await db.update(sessions).set({ last_seen_at: now.toISOString() }).where(eq(sessions.id, row.session.id));
  }
  const expiresAt = new Date(Math.min(absoluteDeadline, now.getTime() + policy.idleTimeoutS * 1000));
  return {
    sessionId: row.session.id,
    expiresAt: expiresAt.toISOString(),
    user: { id: row.user.id, email: row.user.email, last_sign_in_at: row.user.last_sign_in_at },
    profile: toProfile(row.profile),
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: now.toISOString() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now.toISOString() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
