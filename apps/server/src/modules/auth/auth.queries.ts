import type { Role } from '@plantwise/domain';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { password_resets, profiles, sessions, users } from '../../db/schema';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function markSignedIn(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const at = now.toISOString();
  await db.update(users).set({ last_sign_in_at: at }).where(eq(users.id, userId));
  return at;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export interface NewAccount {
  email: string;
  full_name: string | null;
  role: Role;
  password_hash: string | null;
  confirmed_at: string | null;
  metadata?: Record<string, unknown>;
}

/** Creates the auth user and its profile together (the caller's transaction). */
export async function insertAccount(tx: DbOrTx, account: NewAccount) {
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email.trim().toLowerCase(),
      password_hash: account.password_hash,
      email_confirmed_at: account.confirmed_at,
      user_metadata: account.metadata ?? {},
    })
    .returning();
  const [profile] = await tx
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      full_name: account.full_name,
      role: account.role,
      email_verified: account.confirmed_at !== null,
      email_verified_at: account.confirmed_at,
    })
    .returning();
  return { user, profile };
}

export async function updateFullName(db: DbOrTx, userId: string, fullName: string, now: Date) {
  const at = now.toISOString();
  await db.update(users).set({ updated_at: at }).where(eq(users.id, userId));
  const [profile] = await db
    .update(profiles)
    .set({ full_name: fullName, updated_at: at })
    .where(eq(profiles.id, userId))
    .returning();
  return profile;
}

/** Marks an account's e-mail address as confirmed (the auth user and its profile together). */
export async function markEmailConfirmed(db: DbOrTx, userId: string, now: Date) {
  const at = now.toISOString();
  await db.update(users).set({ email_confirmed_at: at, updated_at: at }).where(eq(users.id, userId));
  const [profile] = await db
    .update(profiles)
    .set({ email_verified: true, email_verified_at: at, updated_at: at })
    .where(eq(profiles.id, userId))
    .returning();
  return profile;
}

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where(eq(users.id, userId));
}

// ── Password resets ─────────────────────────────────────────────────────────

export async function insertPasswordReset(
  tx: DbOrTx,
  values: { user_id: string; token_hash: string; expires_at: string; requested_by: string | null },
): Promise<void> {
  await tx.insert(password_resets).values(values);
}

/** The reset of a token hash, locked for the rest of the transaction when `lock`. */
export async function findPasswordReset(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db.select().from(password_resets).where(eq(password_resets.token_hash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Every unused reset link of an account stops working (a newer one was issued, one was used, the password changed). */
export async function retirePasswordResets(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(password_resets)
    .set({ used_at: now.toISOString() })
    .where(and(eq(password_resets.user_id, userId), isNull(password_resets.used_at)));
}

// ── Sessions ────────────────────────────────────────────────────────────────

/** An account's sessions still in force at `now` (not revoked, not past their maximum age), newest use first. */
export async function listOpenSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now.toISOString()),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), desc(sessions.id));
}

/** Revokes one session of this account; 0 when it is not theirs or already ended. */
export async function revokeOwnSession(db: DbOrTx, userId: string, sessionId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: now.toISOString() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes every session of the account but `keep` (all of them when `keep` is null); returns how many. */
export async function revokeSessionsExcept(db: DbOrTx, userId: string, keep: string | null, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: now.toISOString() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now.toISOString()),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
