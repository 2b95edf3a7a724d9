import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { api_token_windows, api_tokens, profiles, users } from './schema/accounts';

/**
 * The reads and writes of a bearer request (platform/auth/api-token-auth.ts), here because only db/ and
 * queries files touch tables. The token module's own queries (create, list, revoke) are in its module.
 */

/** A token that is not revoked, with its owner's account and live profile, or null. */
export async function findBearerToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      token: {
        id: api_tokens.id,
        scope: api_tokens.scope,
        expires_at: api_tokens.expires_at,
        last_used_at: api_tokens.last_used_at,
      },
      user: {
        id: users.id,
        email: users.email,
        last_sign_in_at: users.last_sign_in_at,
        active: users.active,
      },
      profile: profiles,
    })
    .from(api_tokens)
    .innerJoin(users, eq(users.id, api_tokens.user_id))
    .innerJoin(profiles, eq(profiles.id, api_tokens.user_id))
    .where(and(eq(api_tokens.token_hash, tokenHash), isNull(api_tokens.revoked_at)))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one request of the token in the minute starting at `windowStart` and answers the count so far. One
 * statement: concurrent requests of one token on any number of instances queue on its row, so none is lost.
 * A row of an earlier minute starts again at 1.
 */
export async function countTokenRequest(db: DbOrTx, tokenId: string, windowStart: Date): Promise<number> {
  const start = windowStart.toISOString();
  const [row] = await db
    .insert(api_token_windows)
    .values({ token_id: tokenId, window_start: start, count: 1 })
    .onConflictDoUpdate({
      target: api_token_windows.token_id,
      set: {
        count: sql`case when ${api_token_windows.window_start} = excluded.window_start then ${api_token_windows.count} + 1 else 1 end`,
        window_start: sql`excluded.window_start`,
      },
    })
    .returning({ count: api_token_windows.count });
  return row.count;
}

/** Stamps the token's last use unless another request stamped it since `staleBefore` (at most once a minute). */
export async function touchTokenUse(
  db: DbOrTx,
  tokenId: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(api_tokens)
    .set({ last_used_at: now.toISOString() })
    .where(
      and(
        eq(api_tokens.id, tokenId),
        or(isNull(api_tokens.last_used_at), lt(api_tokens.last_used_at, staleBefore.toISOString())),
      ),
    );
}
