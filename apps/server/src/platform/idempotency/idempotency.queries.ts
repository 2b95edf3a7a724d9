import { IDEMPOTENCY_KEY_TTL_HOURS } from '@plantwise/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotency_keys } from '../../db/schema';

const HOUR_MS = 3_600_000;
/**
 * A key still marked in progress this long after its claim belongs to a request that never finished (the
 * process stopped mid-way): the key is taken over by the next request that carries it.
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

export interface KeyRef {
  scope: string;
  key: string;
}

export interface Fingerprint {
  method: string;
  route: string;
  url: string;
  body_hash: string;
}

export type Lookup =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'other-request' }
  | { kind: 'in-progress' };

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);

/**
 * Claims the key for this request, or says why not. The claim is one INSERT on the (scope, key) primary key:
 * of two requests arriving at once, the second waits on the first's row and then finds it taken. A row
 * past its 24 hours, or abandoned in progress, is claimed over.
 */
export async function claimKey(db: Db, ref: KeyRef, fingerprint: Fingerprint, now: Date): Promise<Lookup> {
  // A key released (5xx) between the INSERT and the SELECT is claimed again on the next turn.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db
      .insert(idempotency_keys)
      .values({ ...ref, ...fingerprint, created_at: now.toISOString() })
      .onConflictDoUpdate({
        target: [idempotency_keys.scope, idempotency_keys.key],
        set: {
          ...fingerprint,
          response_status: null,
          response_body: null,
          created_at: now.toISOString(),
        },
        setWhere: or(
          lt(idempotency_keys.created_at, expiredBefore(now).toISOString()),
          and(
            isNull(idempotency_keys.response_status),
            lt(idempotency_keys.created_at, new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString()),
          ),
        ),
      })
      .returning({ key: idempotency_keys.key });
    if (claimed.length > 0) return { kind: 'claimed' };

    const [held] = await db
      .select()
      .from(idempotency_keys)
      .where(and(eq(idempotency_keys.scope, ref.scope), eq(idempotency_keys.key, ref.key)));
    if (!held) continue;
    const same =
      held.method === fingerprint.method &&
      held.url === fingerprint.url &&
      held.body_hash === fingerprint.body_hash;
    if (!same) return { kind: 'other-request' };
    if (held.response_status === null) return { kind: 'in-progress' };
    return { kind: 'replay', status: held.response_status, body: held.response_body ?? '' };
  }
  return { kind: 'in-progress' };
}

/** Keeps the first answer for the key's 24 hours. */
export async function storeAnswer(db: Db, ref: KeyRef, status: number, body: string): Promise<void> {
  await db
    .update(idempotency_keys)
    .set({ response_status: status, response_body: body })
    .where(and(eq(idempotency_keys.scope, ref.scope), eq(idempotency_keys.key, ref.key)));
}

/** Gives the key up (a 5xx, or an answer that is not replayed), so the next request with it runs afresh. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db
    .delete(idempotency_keys)
    .where(
      and(
        eq(idempotency_keys.scope, ref.scope),
        eq(idempotency_keys.key, ref.key),
        isNull(idempotency_keys.response_status),
      ),
    );
}

/** Deletes up to `limit` keys past their 24 hours; returns how many. */
export async function deleteExpiredKeys(db: Db, now: Date, limit = 1000): Promise<number> {
  const deleted = await db
    .delete(idempotency_keys)
    .where(
      sql`(${idempotency_keys.scope}, ${idempotency_keys.key}) in (
        select scope, key from idempotency_keys where created_at < ${expiredBefore(now).toISOString()} limit ${limit})`,
    )
    .returning({ key: idempotency_keys.key });
  return deleted.length;
}
