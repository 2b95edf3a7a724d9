import type { Role } from '@plantwise/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, users } from '../../db/schema';

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
