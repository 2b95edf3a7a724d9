import type { Role, UserListQuery } from '@plantwise/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, profiles, user_sites, users } from '../../db/schema';

const columns = {
  id: users.id,
  email: users.email,
  full_name: profiles.full_name,
  role: profiles.role,
  active: users.active,
  email_confirmed_at: users.email_confirmed_at,
  last_sign_in_at: users.last_sign_in_at,
  created_at: users.created_at,
  // The person's sites (docs/decisions/site-access.md), sorted; empty for every site.
  site_ids: sql<
    string[]
  >`to_jsonb(array(select us.location_id::text from user_sites us where us.user_id = ${users.id} order by 1))`,
};

export type UserRow = {
  id: string;
  email: string;
  full_name: string | null;
  role: Role;
  active: boolean;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  site_ids: string[];
};

export async function listUsers(db: DbOrTx, query: UserListQuery & { limit: number; offset: number }) {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.email, pattern), ilike(profiles.full_name, pattern))!);
  }
  if (query.role) filters.push(eq(profiles.role, query.role));
  if (query.active) filters.push(eq(users.active, query.active === 'true'));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(asc(sql`lower(coalesce(${profiles.full_name}, ${users.email}))`), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { rows: rows as UserRow[], total: Number(n) };
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return (row as UserRow) ?? null;
}

/**
 * Locks every active administrator (and the target user) for the rest of the transaction, so that
 * two admins demoting each other at the same moment cannot leave nobody in charge.
 */
export async function lockAdminsAndUser(tx: DbOrTx, userId: string): Promise<{ activeAdminIds: string[] }> {
  const rows = await tx
    .select({ id: users.id, role: profiles.role, active: users.active })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(or(and(eq(profiles.role, 'admin'), eq(users.active, true)), eq(users.id, userId)))
    .orderBy(asc(users.id))
    .for('update');
  return { activeAdminIds: rows.filter((r) => r.role === 'admin' && r.active).map((r) => r.id) };
}

export async function setRole(tx: DbOrTx, id: string, role: Role, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.update(profiles).set({ role, updated_at: at }).where(eq(profiles.id, id));
  await tx.update(users).set({ updated_at: at }).where(eq(users.id, id));
}

export async function setActive(tx: DbOrTx, id: string, active: boolean, now: Date): Promise<void> {
  await tx.update(users).set({ active, updated_at: now.toISOString() }).where(eq(users.id, id));
}

/** The locations among `ids` with their kind and name (to check that chosen sites are sites). */
export async function findLocationsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Array<{ id: string; kind: string; name: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, kind: locations.kind, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, [...ids]));
}

/** Locks the person's row so that two admins changing their sites at once apply one after the other. */
export async function lockUser(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/** Replaces the person's sites: rows for the sites dropped are deleted, the new ones inserted. */
export async function replaceUserSites(
  tx: DbOrTx,
  userId: string,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const dropped = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  if (dropped.length > 0) {
    await tx
      .delete(user_sites)
      .where(and(eq(user_sites.user_id, userId), inArray(user_sites.location_id, dropped)));
  }
  if (added.length > 0) {
    await tx.insert(user_sites).values(added.map((location_id) => ({ user_id: userId, location_id })));
  }
}

/** The names of these locations by id (for the audit's words). */
export async function locationNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await findLocationsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}
