import type { ApiTokenScope, Role } from '@plantwise/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { api_tokens, profiles, users } from '../../db/schema';

const tokenColumns = {
  id: api_tokens.id,
  user_id: api_tokens.user_id,
  name: api_tokens.name,
  scope: api_tokens.scope,
  created_at: api_tokens.created_at,
  last_used_at: api_tokens.last_used_at,
  expires_at: api_tokens.expires_at,
};

export type ApiTokenRow = {
  id: string;
  user_id: string;
  name: string;
  scope: ApiTokenScope;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
};

const ownerColumns = {
  id: users.id,
  email: users.email,
  full_name: profiles.full_name,
  role: profiles.role,
};

type OwnerRow = { id: string; email: string; full_name: string | null; role: Role };
export type ApiTokenWithOwnerRow = ApiTokenRow & { owner: OwnerRow };

export async function insertApiToken(
  tx: DbOrTx,
  values: {
    user_id: string;
    name: string;
    scope: ApiTokenScope;
    token_hash: string;
    expires_at: string | null;
    created_at: string;
  },
): Promise<ApiTokenRow> {
  const [row] = await tx.insert(api_tokens).values(values).returning(tokenColumns);
  return row;
}

/** Locks the owner's row, so that two creates at once cannot both pass the per-person limit. */
export async function lockOwner(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The person's tokens that are not revoked (expired ones included: the list says they have expired). */
export async function countLiveTokens(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(api_tokens)
    .where(and(eq(api_tokens.user_id, userId), isNull(api_tokens.revoked_at)));
  return Number(n);
}

/** One person's tokens that are not revoked, newest first. */
export async function listOwnTokens(db: DbOrTx, userId: string, page: { limit: number; offset: number }) {
  const where = and(eq(api_tokens.user_id, userId), isNull(api_tokens.revoked_at));
  const [rows, total] = await Promise.all([
    db
      .select(tokenColumns)
      .from(api_tokens)
      .where(where)
      .orderBy(desc(api_tokens.created_at), desc(api_tokens.id))
      .limit(page.limit)
      .offset(page.offset),
    countWhere(db, where),
  ]);
  return { rows: rows as ApiTokenRow[], total };
}

/** Everyone's tokens that are not revoked, with their owner, newest first (admins). */
export async function listEveryonesTokens(db: DbOrTx, page: { limit: number; offset: number }) {
  const where = isNull(api_tokens.revoked_at);
  const [rows, total] = await Promise.all([
    db
      .select({ ...tokenColumns, owner: ownerColumns })
      .from(api_tokens)
      .innerJoin(users, eq(users.id, api_tokens.user_id))
      .innerJoin(profiles, eq(profiles.id, api_tokens.user_id))
      .where(where)
      .orderBy(desc(api_tokens.created_at), desc(api_tokens.id))
      .limit(page.limit)
      .offset(page.offset),
    countWhere(db, where),
  ]);
  return { rows: rows as ApiTokenWithOwnerRow[], total };
}

async function countWhere(db: DbOrTx, where: ReturnType<typeof and>): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(api_tokens).where(where);
  return Number(n);
}

/** A live (not revoked) token, locked for the rest of the transaction, or null. */
export async function lockLiveToken(tx: DbOrTx, id: string): Promise<ApiTokenRow | null> {
  const [row] = await tx
    .select(tokenColumns)
    .from(api_tokens)
    .where(and(eq(api_tokens.id, id), isNull(api_tokens.revoked_at)))
    .for('update');
  return (row as ApiTokenRow) ?? null;
}

export async function markRevoked(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(api_tokens).set({ revoked_at: now.toISOString() }).where(eq(api_tokens.id, id));
}
