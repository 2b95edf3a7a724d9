import type { ApiTokenScope, Profile } from '@plantwise/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, user_sites, users } from '../../db/schema';
import type { VersionedMemo } from '../cache/versioned-memo';
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
  /**
   * The sites this person is limited to (location ids of kind site), or null for every site
   * (docs/decisions/site-access.md). Read it through siteScopeOf (platform/auth/site-scope.ts).
   */
  siteIds: readonly string[] | null;
  /**
   * Set when the caller is a script with an API token rather than a browser session
   * (docs/decisions/api-tokens.md): its scope caps the owner's role, and routes that need a session refuse it.
   * `sessionId` is then empty and `expiresAt` is the token's expiry.
   */
  token?: { id: string; scope: ApiTokenScope };
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

/** What a session check reads from the database; remembered between requests (resolveSession). */
interface SessionRecord {
  sessionId: string;
  lastSeen: number;
  absoluteDeadline: number;
  user: AuthContext['user'];
  profile: Profile;
  siteIds: readonly string[] | null;
}

/**
 * What can end a session before its time publishes a change (migration 0004: a session revoked or
 * deleted, an account deactivated; any profile change, such as a new role).
 */
const SESSION_TABLES = ['sessions', 'users', 'profiles', 'user_sites'];

/** The sites a person is limited to, sorted, or null when they have none (every site). */
export async function siteIdsOf(db: DbOrTx, userId: string): Promise<readonly string[] | null> {
  const rows = await db
    .select({ id: user_sites.location_id })
    .from(user_sites)
    .where(eq(user_sites.user_id, userId));
  return rows.length === 0 ? null : rows.map((row) => row.id).sort();
}

/** A session that is not revoked, of an active account, or null. */
async function findSession(db: DbOrTx, tokenHash: string): Promise<SessionRecord | null> {
  const [row] = await db
    // Only what the check needs (no password hash read back).
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
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)))
    .limit(1);
  if (!row?.user.active) return null;
  const siteIds = await siteIdsOf(db, row.user.id);
  return {
    sessionId: row.session.id,
    lastSeen: Date.parse(row.session.last_seen_at),
    absoluteDeadline: Date.parse(row.session.expires_at),
    user: { id: row.user.id, email: row.user.email, last_sign_in_at: row.user.last_sign_in_at },
    profile: toProfile(row.profile),
    siteIds,
  };
}

/** The signed-in context at `now`, or null once the session is idle or past its maximum age. */
function contextAt(record: SessionRecord, policy: SessionPolicy, now: Date): AuthContext | null {
  const idleDeadline = record.lastSeen + policy.idleTimeoutS * 1000;
  if (now.getTime() >= idleDeadline || now.getTime() >= record.absoluteDeadline) return null;
  const expiresAt = new Date(Math.min(record.absoluteDeadline, now.getTime() + policy.idleTimeoutS * 1000));
  return {
    sessionId: record.sessionId,
    expiresAt: expiresAt.toISOString(),
    user: record.user,
    profile: record.profile,
    siteIds: record.siteIds,
  };
}

/**
 * The signed-in context for a cookie token, or null when the session is unknown, expired, revoked or its
 * user inactive. With `memory`, a valid session is remembered so that most requests read none (on PGlite
 * the lookup was a quarter of a list page's cost): it serves while nothing in SESSION_TABLES has changed on
 * any instance, within the minute it was read, and until its seen-at time is due for a refresh; then the
 * database decides again (another instance may have refreshed it meanwhile).
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
  now: Date,
  memory?: VersionedMemo,
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const touchInterval = touchIntervalMs(policy.idleTimeoutS);
  // Taken before the read: a revocation committed meanwhile leaves what is read unusable.
  const stamp = memory?.stamp(SESSION_TABLES);
  const kept = stamp === undefined ? null : memory?.peek<SessionRecord>(tokenHash, stamp);
  if (kept && now.getTime() - kept.value.lastSeen <= touchInterval) return contextAt(kept.value, policy, now);

  let record = await findSession(db, tokenHash);
  const context = record && contextAt(record, policy, now);
  if (!record || !context) return null;
  if (now.getTime() - record.lastSeen > touchInterval) {
    await db
      .update(sessions)
      .set({ last_seen_at: now.toISOString() })
      .where(eq(sessions.id, record.sessionId));
    record = { ...record, lastSeen: now.getTime() };
  }
  if (stamp !== undefined) memory?.put(tokenHash, stamp, record);
  return context;
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
