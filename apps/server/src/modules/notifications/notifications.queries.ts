import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationPreference,
} from '@plantwise/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import {
  assets,
  notification_history,
  notification_queue,
  notifications,
  profiles,
  user_notification_preferences,
  users,
} from '../../db/schema';
import { personMaySeeLocation, personMaySeeWork } from '../../db/site-scope';

export type NotificationRow = typeof notifications.$inferSelect;
export type QueueRow = typeof notification_queue.$inferSelect;
export type PreferenceRow = typeof user_notification_preferences.$inferSelect;

// ── The in-app centre ───────────────────────────────────────────────────────

export async function listNotifications(db: DbOrTx, userId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.read_at} is null)::int`,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId));
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function findNotification(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .limit(1);
  return row ?? null;
}

/** Marks one notification read (keeping the first read time); null when it is not the user's. */
export async function markNotificationRead(db: DbOrTx, userId: string, id: string, at: string) {
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, ${at}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning();
  return row ?? null;
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string, at: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: at })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Clear all: removes the user's non-persistent notifications; returns how many went and stayed. */
export async function deleteNonPersistentNotifications(db: DbOrTx, userId: string) {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.persistent, false)))
    .returning({ id: notifications.id });
  const [kept] = await db.select({ n: count() }).from(notifications).where(eq(notifications.user_id, userId));
  return { deleted: deleted.length, kept: kept?.n ?? 0 };
}

/** Inserts in-app notifications in one statement (ids chosen by the caller, to link history rows). */
export async function insertNotifications(db: DbOrTx, values: Array<typeof notifications.$inferInsert>) {
  if (values.length > 0) await db.insert(notifications).values(values);
}

// ── Preferences ─────────────────────────────────────────────────────────────

export async function findPreferences(db: DbOrTx, userId: string): Promise<PreferenceRow[]> {
  return db
    .select()
    .from(user_notification_preferences)
    .where(eq(user_notification_preferences.user_id, userId));
}

export async function upsertPreferences(
  db: DbOrTx,
  userId: string,
  preferences: NotificationPreference[],
  at: string,
): Promise<void> {
  await db
    .insert(user_notification_preferences)
    .values(preferences.map((p) => ({ user_id: userId, ...p, created_at: at, updated_at: at })))
    .onConflictDoUpdate({
      target: [user_notification_preferences.user_id, user_notification_preferences.notification_type],
      set: {
        enabled: sql`excluded.enabled`,
        email_enabled: sql`excluded.email_enabled`,
        frequency: sql`excluded.frequency`,
        updated_at: at,
      },
    });
}

export interface Recipient {
  id: string;
  active: boolean;
  email: string;
  full_name: string | null;
  /** Preferences by type; a type missing here was never configured. */
  preferences: Map<string, PreferenceRow>;
}

/** The accounts notifications go to, each with its preferences, in two queries for a whole batch. */
export async function findRecipients(db: DbOrTx, userIds: string[]): Promise<Map<string, Recipient>> {
  const ids = [...new Set(userIds)];
  const recipients = new Map<string, Recipient>();
  if (ids.length === 0) return recipients;
  const accounts = await db
    .select({ id: users.id, active: users.active, email: profiles.email, full_name: profiles.full_name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  for (const account of accounts) recipients.set(account.id, { ...account, preferences: new Map() });
  const preferences = await db
    .select()
    .from(user_notification_preferences)
    .where(inArray(user_notification_preferences.user_id, ids));
  for (const preference of preferences) {
    recipients.get(preference.user_id)?.preferences.set(preference.notification_type, preference);
  }
  return recipients;
}

// ── The queue ───────────────────────────────────────────────────────────────

/**
 * Locks due queue rows for this transaction. SKIP LOCKED: rows another instance holds are left to
 * it, so each row is delivered by exactly one instance.
 */
export async function claimDueQueueRows(db: DbOrTx, now: string, limit: number): Promise<QueueRow[]> {
  return db
    .select()
    .from(notification_queue)
    .where(and(eq(notification_queue.status, 'pending'), lte(notification_queue.next_attempt_at, now)))
    .orderBy(asc(notification_queue.next_attempt_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function lockQueueRow(db: DbOrTx, id: string): Promise<QueueRow | null> {
  const [row] = await db
    .select()
    .from(notification_queue)
    .where(and(eq(notification_queue.id, id), eq(notification_queue.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function markQueueProcessed(db: DbOrTx, ids: string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notification_queue)
    .set({
      status: 'processed',
      processed_at: at,
      attempts: sql`${notification_queue.attempts} + 1`,
      last_error: null,
    })
    .where(inArray(notification_queue.id, ids));
}

export async function markQueueRetry(
  db: DbOrTx,
  id: string,
  attempts: number,
  nextAttemptAt: string,
  error: string,
): Promise<void> {
  await db
    .update(notification_queue)
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error })
    .where(eq(notification_queue.id, id));
}

export async function markQueueFailed(
  db: DbOrTx,
  id: string,
  attempts: number,
  error: string,
  at: string,
): Promise<void> {
  await db
    .update(notification_queue)
    .set({ status: 'failed', attempts, last_error: error, processed_at: at })
    .where(eq(notification_queue.id, id));
}

// ── Delivery history ────────────────────────────────────────────────────────

export interface HistoryEntry {
  queue: QueueRow;
  channel: NotificationChannel;
  delivery_status: DeliveryStatus;
  error?: string | null;
  /** Added to a copy of the queued metadata (so breakdown_id stays queryable). */
  extra?: Record<string, unknown>;
  at: string;
}

/** Inserts delivery history rows in one statement. */
export async function insertHistory(db: DbOrTx, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(notification_history).values(
    entries.map((entry) => ({
      queue_id: entry.queue.id,
      user_id: entry.queue.user_id,
      notification_type: entry.queue.notification_type,
      channel: entry.channel,
      title: entry.queue.title,
      message: entry.queue.message,
      metadata: { ...(entry.queue.metadata as Record<string, unknown>), ...entry.extra },
      delivery_status: entry.delivery_status,
      error: entry.error ?? null,
      created_at: entry.at,
      updated_at: entry.at,
    })),
  );
}

const KEPT_MAIL_NOTE = 'No SMTP server is configured: the mail is kept in the outbox for administrators';

/**
 * Copies the mail outbox's outcome onto e-mail history rows still pending: sent, failed (with the
 * SMTP error), or skipped when the mail was only kept because no SMTP server is configured.
 */
export async function syncEmailOutcomes(db: DbOrTx, at: string): Promise<number> {
  const result = (await db.execute(sql`
    update notification_history h
       set delivery_status = case m.status when 'sent' then 'sent' when 'failed' then 'failed' else 'skipped' end,
           error = case m.status when 'failed' then m.last_error when 'kept' then ${KEPT_MAIL_NOTE} else null end,
           updated_at = ${at}::timestamptz
      from mail_outbox m
     where h.delivery_status = 'pending'
       and h.channel = 'email'
       and h.metadata->>'mail_id' is not null
       and m.id = (h.metadata->>'mail_id')::uuid
       and m.status in ('sent', 'failed', 'kept')
     returning h.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

export type DigestRow = Pick<
  typeof notification_history.$inferSelect,
  'id' | 'user_id' | 'notification_type' | 'title' | 'message' | 'metadata' | 'created_at'
>;

/** Locks e-mail entries waiting for a daily digest that were queued before `cutoff`, whole recipients at a time. */
export async function claimDigestRows(db: DbOrTx, cutoff: string, limit: number): Promise<DigestRow[]> {
  return db
    .select({
      id: notification_history.id,
      user_id: notification_history.user_id,
      notification_type: notification_history.notification_type,
      title: notification_history.title,
      message: notification_history.message,
      metadata: notification_history.metadata,
      created_at: notification_history.created_at,
    })
    .from(notification_history)
    .where(
      and(
        eq(notification_history.channel, 'email'),
        eq(notification_history.delivery_status, 'pending'),
        sql`${notification_history.metadata}->>'digest' = 'true'`,
        sql`${notification_history.metadata}->>'mail_id' is null`,
        lt(notification_history.created_at, cutoff),
        // One instance per recipient: row locks alone let two instances split one person's entries
        // into two digests, so each claims the recipient with a transaction-scoped advisory lock.
        sql`pg_try_advisory_xact_lock(hashtext('plantwise-digest:' || coalesce(${notification_history.user_id}::text, '')))`,
      ),
    )
    .orderBy(asc(notification_history.user_id), asc(notification_history.created_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Ties digest entries to the mail that carries them; the outcome sweep then settles them. */
export async function attachDigestMail(db: DbOrTx, ids: string[], mailId: string, at: string): Promise<void> {
  await db
    .update(notification_history)
    .set({
      metadata: sql`${notification_history.metadata} || jsonb_build_object('mail_id', ${mailId}::text)`,
      updated_at: at,
    })
    .where(inArray(notification_history.id, ids));
}

export async function skipHistoryRows(db: DbOrTx, ids: string[], error: string, at: string): Promise<void> {
  await db
    .update(notification_history)
    .set({ delivery_status: 'skipped', error, updated_at: at })
    .where(inArray(notification_history.id, ids));
}

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, active: users.active, email: profiles.email, full_name: profiles.full_name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

// ── What a notification names ───────────────────────────────────────────────

/**
 * Whether the person may hear of something on the asset `assetId` (docs/decisions/site-access.md): they have
 * every site, or the asset is at one of theirs. Nobody is notified of another site's breakdown or work.
 */
export async function mayHearOfAsset(db: DbOrTx, userId: string, assetId: string): Promise<boolean> {
  const [row] = await selectRows<{ ok: boolean }>(
    db,
    sql`select ${personMaySeeWork(sql`${userId}::uuid`, sql`${assetId}::uuid`)} as ok`,
  );
  return row?.ok === true;
}

/** An asset's code and name for a notification's text, or null when there is none. */
export async function findNotifiedAsset(db: DbOrTx, assetId: string | null | undefined) {
  if (!assetId) return null;
  const [row] = await db
    .select({ id: assets.id, asset_id: assets.asset_id, asset_name: assets.asset_name })
    .from(assets)
    .where(eq(assets.id, assetId));
  return row ?? null;
}

/** A person's full name and e-mail, to name who did something. */
export async function findNotifiedPerson(db: DbOrTx, userId: string | null | undefined) {
  if (!userId) return null;
  const [row] = await db
    .select({ full_name: profiles.full_name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

interface ClaimedBroadcast extends Record<string, unknown> {
  id: string;
  recipients_after: string | null;
}

/** The oldest broadcast still fanning out, locked for this transaction (SKIP LOCKED: one instance each). */
export async function claimNextBroadcast(tx: DbOrTx): Promise<ClaimedBroadcast | undefined> {
  const claimed = (await tx.execute(sql`
    select id, recipients_after from notification_broadcasts
     where fanned_out_at is null
     order by created_at
     limit 1
     for update skip locked`)) as unknown as { rows: ClaimedBroadcast[] };
  return claimed.rows[0];
}

/**
 * Queues the broadcast for its next `limit` recipients after its cursor, in user id order: active users
 * who existed when it was sent and may see its asset's site, under their preferences (or the broadcast's
 * default roles); returns their ids.
 */
export async function queueBroadcastRecipients(
  tx: DbOrTx,
  broadcast: ClaimedBroadcast,
  limit: number,
): Promise<string[]> {
  const enabledByDefault = sql.raw(String(DEFAULT_NOTIFICATION_PREFERENCE.enabled));
  const queued = (await tx.execute(sql`
    insert into notification_queue (user_id, notification_type, title, message, urgency, metadata, created_at)
    select u.id, b.notification_type, b.title, b.message, b.urgency, b.metadata, b.created_at
      from notification_broadcasts b
      join users u on u.active and u.created_at <= b.created_at
      join profiles p on p.id = u.id
      left join user_notification_preferences pref
        on pref.user_id = u.id and pref.notification_type = b.notification_type
     where b.id = ${broadcast.id}
       and (${broadcast.recipients_after}::uuid is null or u.id > ${broadcast.recipients_after}::uuid)
       and u.id is distinct from b.exclude_user_id
       and ${personMaySeeWork(sql`u.id`, sql`(case when b.metadata->>'asset_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (b.metadata->>'asset_id')::uuid end)`)}
       and ${personMaySeeLocation(sql`u.id`, sql`(case when b.metadata->>'location_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (b.metadata->>'location_id')::uuid end)`)}
       and (case when b.default_roles is null then coalesce(pref.enabled, ${enabledByDefault})
                 else (p.role = any(b.default_roles) and coalesce(pref.enabled, ${enabledByDefault}))
                      or pref.enabled is true end)
     order by u.id
     limit ${limit}
    returning user_id`)) as unknown as { rows: Array<{ user_id: string }> };
  return queued.rows.map((r) => r.user_id);
}

/** Moves the broadcast's cursor past the batch just queued, and closes it when the batch was the last. */
export async function advanceBroadcast(
  tx: DbOrTx,
  id: string,
  batch: { last: string | null; count: number; fannedOutAt: string | null },
) {
  await tx.execute(sql`
    update notification_broadcasts
       set recipients_after = coalesce(${batch.last}::uuid, recipients_after),
           queued_count = queued_count + ${batch.count},
           fanned_out_at = ${batch.fannedOutAt}::timestamptz
     where id = ${id}`);
}
