import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auth_attempts } from '../../db/schema';

export type AttemptKind = 'sign_in' | 'invite_code';

export async function recordAttempt(
  db: DbOrTx,
  attempt: { kind: AttemptKind; ip: string | null; account: string | null; success: boolean },
  now: Date,
): Promise<void> {
  await db.insert(auth_attempts).values({ ...attempt, created_at: now.toISOString() });
}

/** Failed attempts of a kind since `since`, optionally narrowed to one address or one account. */
export async function countFailures(
  db: DbOrTx,
  kind: AttemptKind,
  since: Date,
  by: { ip?: string | null; account?: string | null } = {},
): Promise<number> {
  const filters = [
    eq(auth_attempts.kind, kind),
    eq(auth_attempts.success, false),
    gte(auth_attempts.created_at, since.toISOString()),
  ];
  if (by.ip !== undefined)
    filters.push(by.ip === null ? eq(auth_attempts.ip, '') : eq(auth_attempts.ip, by.ip));
  if (by.account !== undefined && by.account !== null) filters.push(eq(auth_attempts.account, by.account));
  const [row] = await db
    .select({ n: count() })
    .from(auth_attempts)
    .where(and(...filters));
  return Number(row?.n ?? 0);
}
