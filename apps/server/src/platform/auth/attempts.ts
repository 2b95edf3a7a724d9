import type { SignInFailures } from '@plantwise/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auth_attempts } from '../../db/schema';

/**
 * public_report: a fault reported from an asset's QR label; account is the asset's id.
 * confirmation_resend: a request for a new confirmation link; account is the e-mail address as typed.
 * password_reset: a "forgot password" request; account is the e-mail address as typed.
 */
export type AttemptKind =
  | 'sign_in'
  | 'invite_code'
  | 'public_report'
  | 'confirmation_resend'
  | 'password_reset';

export async function recordAttempt(
  db: DbOrTx,
  attempt: { kind: AttemptKind; ip: string | null; account: string | null; success: boolean },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(auth_attempts)
    .values({ ...attempt, created_at: now.toISOString() })
    .returning({ id: auth_attempts.id });
  return row.id;
}

/** Failed sign-ins since `since` for the account from this address, the account, and the address. */
export async function countSignInFailures(
  db: DbOrTx,
  by: { account: string; ip: string | null },
  since: Date,
): Promise<SignInFailures> {
  const failed = and(
    eq(auth_attempts.kind, 'sign_in'),
    eq(auth_attempts.success, false),
    gte(auth_attempts.created_at, since.toISOString()),
  );
  const ip = by.ip ?? '';
  const [[account], [address]] = await Promise.all([
    db
      .select({
        all: count(),
        pair: sql<number>`count(*) filter (where ${auth_attempts.ip} = ${ip})`.mapWith(Number),
      })
      .from(auth_attempts)
      .where(and(failed, eq(auth_attempts.account, by.account))),
    db
      .select({ n: count() })
      .from(auth_attempts)
      .where(and(failed, eq(auth_attempts.ip, ip))),
  ]);
  return { pair: account?.pair ?? 0, account: Number(account?.all ?? 0), address: Number(address?.n ?? 0) };
}

type AttemptScope = { ip?: string | null; account?: string | null };

/** Failed attempts of a kind since `since`, optionally narrowed to one address or one account. */
export async function countFailures(
  db: DbOrTx,
  kind: AttemptKind,
  since: Date,
  by: AttemptScope = {},
): Promise<number> {
  return countWhere(db, kind, since, by, false);
}

/** Every attempt of a kind since `since`, whatever its outcome (for limits on actions, not guesses). */
export async function countAttempts(
  db: DbOrTx,
  kind: AttemptKind,
  since: Date,
  by: AttemptScope = {},
): Promise<number> {
  return countWhere(db, kind, since, by, null);
}

async function countWhere(
  db: DbOrTx,
  kind: AttemptKind,
  since: Date,
  by: AttemptScope,
  success: boolean | null,
): Promise<number> {
  const filters = [eq(auth_attempts.kind, kind), gte(auth_attempts.created_at, since.toISOString())];
  if (success !== null) filters.push(eq(auth_attempts.success, success));
  if (by.ip !== undefined)
    filters.push(by.ip === null ? eq(auth_attempts.ip, '') : eq(auth_attempts.ip, by.ip));
  if (by.account !== undefined && by.account !== null) filters.push(eq(auth_attempts.account, by.account));
  const [row] = await db
    .select({ n: count() })
    .from(auth_attempts)
    .where(and(...filters));
  return Number(row?.n ?? 0);
}
