import type { Role } from '@plantwise/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import { type SessionPolicy, siteIdsOf } from '../auth/sessions';

/**
 * Which of these sessions are still valid at `now` (not revoked, not expired, not idle, account
 * active). Read-only on purpose: an open socket is not activity, so it never extends the idle timeout.
 */
export async function validSessionIds(
  db: DbOrTx,
  sessionIds: string[],
  policy: SessionPolicy,
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const idleSince = new Date(now.getTime() - policy.idleTimeoutS * 1000).toISOString();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now.toISOString()),
        gt(sessions.last_seen_at, idleSince),
        eq(users.active, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The person's role and sites as stored now, or null when the profile is gone. */
export async function currentAccess(
  db: DbOrTx,
  userId: string,
): Promise<{ role: Role; siteIds: readonly string[] | null } | null> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (!row) return null;
  return { role: row.role as Role, siteIds: await siteIdsOf(db, userId) };
}
