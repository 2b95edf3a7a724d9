import type { InvitationStatus, NotificationPreference, Role } from '@plantwise/domain';
import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { email_confirmations, user_invitations, user_notification_preferences, users } from '../../db/schema';

export type InvitationRow = typeof user_invitations.$inferSelect;
export type InvitationWithInviter = InvitationRow & { invited_by_email: string | null };

/** Serialises the issuing of codes, so that two pending invitations never share one. */
const CODE_ISSUE_LOCK_KEY = 727_101;

export async function lockCodeIssuing(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_ISSUE_LOCK_KEY})`);
}

/** True when an unexpired pending invitation already uses this code. */
export async function isCodeInUse(tx: DbOrTx, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: user_invitations.id })
    .from(user_invitations)
    .where(
      and(
        eq(user_invitations.code_hash, codeHash),
        eq(user_invitations.status, 'pending'),
        gt(user_invitations.expires_at, now.toISOString()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface NewInvitation {
  email: string;
  full_name: string | null;
  role: Role;
  invitation_token_hash: string;
  code_hash: string;
  expires_at: string;
  invited_by: string | null;
  notification_preferences: NotificationPreference[];
}

export async function insertInvitation(tx: DbOrTx, values: NewInvitation): Promise<InvitationRow> {
  const [row] = await tx.insert(user_invitations).values(values).returning();
  return row;
}

const inviter = alias(users, 'inviter');

function selectWithInviter(db: DbOrTx) {
  return db
    .select({ invitation: user_invitations, invited_by_email: inviter.email })
    .from(user_invitations)
    .leftJoin(inviter, eq(inviter.id, user_invitations.invited_by));
}

const withInviter = (r: { invitation: InvitationRow; invited_by_email: string | null }) => ({
  ...r.invitation,
  invited_by_email: r.invited_by_email,
});

export async function findInvitation(db: DbOrTx, id: string): Promise<InvitationWithInviter | null> {
  const [row] = await selectWithInviter(db).where(eq(user_invitations.id, id)).limit(1);
  return row ? withInviter(row) : null;
}

/** Locks one invitation for the rest of the transaction (accepting, revoking and resending race otherwise). */
export async function lockInvitation(tx: DbOrTx, id: string): Promise<InvitationRow | null> {
  const [row] = await tx.select().from(user_invitations).where(eq(user_invitations.id, id)).for('update');
  return row ?? null;
}

/** The invitation a code or link token belongs to, if any (pending ones first: old codes may repeat). */
export async function findInvitationByTokenHash(
  db: DbOrTx,
  by: 'code' | 'link',
  hash: string,
): Promise<InvitationRow | null> {
  const column = by === 'code' ? user_invitations.code_hash : user_invitations.invitation_token_hash;
  const [row] = await db
    .select()
    .from(user_invitations)
    .where(eq(column, hash))
    .orderBy(sql`${user_invitations.status} = 'pending' desc`, desc(user_invitations.created_at))
    .limit(1);
  return row ?? null;
}

/** The pending, unexpired invitation of an address, if one exists. */
export async function findOpenInvitationFor(
  tx: DbOrTx,
  email: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(user_invitations)
    .where(
      and(
        eq(sql`lower(${user_invitations.email})`, email.toLowerCase()),
        eq(user_invitations.status, 'pending'),
        gt(user_invitations.expires_at, now.toISOString()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Filters by the status as it is now: a pending invitation past its expiry counts as expired. */
function statusFilter(status: InvitationStatus | undefined, now: Date): SQL | undefined {
  const at = now.toISOString();
  switch (status) {
    case undefined:
      return undefined;
    case 'pending':
      return and(eq(user_invitations.status, 'pending'), gt(user_invitations.expires_at, at));
    case 'expired':
      return or(
        eq(user_invitations.status, 'expired'),
        and(eq(user_invitations.status, 'pending'), lte(user_invitations.expires_at, at)),
      );
    default:
      return eq(user_invitations.status, status);
  }
}

export async function listInvitations(
  db: DbOrTx,
  query: { limit: number; offset: number; status?: InvitationStatus },
  now: Date,
): Promise<{ rows: InvitationWithInviter[]; total: number }> {
  const where = statusFilter(query.status, now);
  const [rows, [{ n }]] = await Promise.all([
    selectWithInviter(db)
      .where(where)
      .orderBy(desc(user_invitations.created_at), desc(user_invitations.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(user_invitations).where(where),
  ]);
  return { rows: rows.map(withInviter), total: Number(n) };
}

export async function updateInvitation(
  tx: DbOrTx,
  id: string,
  patch: Partial<Omit<InvitationRow, 'id' | 'created_at'>>,
): Promise<InvitationRow> {
  const [row] = await tx.update(user_invitations).set(patch).where(eq(user_invitations.id, id)).returning();
  return row;
}

/** Withdraws the earlier first-admin invitations (addressed to nobody, invited by nobody). */
export async function revokeOpenAdminInvitations(tx: DbOrTx, now: Date): Promise<number> {
  const rows = await tx
    .update(user_invitations)
    .set({ status: 'revoked', revoked_at: now.toISOString(), updated_at: now.toISOString() })
    .where(
      and(
        eq(user_invitations.email, ''),
        isNull(user_invitations.invited_by),
        eq(user_invitations.status, 'pending'),
      ),
    )
    .returning({ id: user_invitations.id });
  return rows.length;
}

/** The newest first-admin invitation still pending, if any. */
export async function findOpenAdminInvitation(tx: DbOrTx): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(user_invitations)
    .where(
      and(
        eq(user_invitations.email, ''),
        isNull(user_invitations.invited_by),
        eq(user_invitations.status, 'pending'),
      ),
    )
    .orderBy(desc(user_invitations.created_at))
    .limit(1);
  return row ?? null;
}

/** Copies an invitation's notification choices to the new account (the same model as Settings); push and SMS off. */
export async function insertNotificationPreferences(
  tx: DbOrTx,
  userId: string,
  preferences: NotificationPreference[],
): Promise<void> {
  if (preferences.length === 0) return;
  await tx.insert(user_notification_preferences).values(
    preferences.map((p) => ({
      user_id: userId,
      notification_type: p.notification_type,
      enabled: p.enabled,
      email_enabled: p.email_enabled,
      push_enabled: false,
      sms_enabled: false,
      frequency: p.frequency,
    })),
  );
}

export async function insertEmailConfirmation(
  tx: DbOrTx,
  values: { user_id: string; token_hash: string; expires_at: string },
): Promise<void> {
  await tx.insert(email_confirmations).values(values);
}

/** Locks the confirmation of a token hash for the rest of the transaction. */
export async function lockEmailConfirmation(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(email_confirmations)
    .where(eq(email_confirmations.token_hash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markConfirmationUsed(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx
    .update(email_confirmations)
    .set({ used_at: now.toISOString() })
    .where(eq(email_confirmations.id, id));
}

/** Unused confirmations of a user stop working once a newer one is issued or one is used. */
export async function retireConfirmations(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(email_confirmations)
    .set({ used_at: now.toISOString() })
    .where(and(eq(email_confirmations.user_id, userId), isNull(email_confirmations.used_at)));
}

/** Audit action written when the wrong-code breaker trips (once per hour at most). */
export const CODE_BREAKER_ACTION = 'invitation.code_breaker_tripped';
