import { DEFAULT_NOTIFICATION_PREFERENCE } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';

export const FAN_OUT_JOB = 'notifications.fan-out';
/** Recipients queued per transaction: short transactions let requests in between (PGlite has one connection). */
export const FAN_OUT_BATCH = 100;
/** A fallback only: a committed broadcast wakes the job at once through the change feed. */
const POLL_INTERVAL_MS = 5_000;

export function fanOutJob(): Job {
  return { name: FAN_OUT_JOB, intervalMs: POLL_INTERVAL_MS, run: fanOutNextBatch };
}

interface ClaimedBroadcast extends Record<string, unknown> {
  id: string;
  recipients_after: string | null;
}

/**
 * Queues the next batch of recipients of the oldest broadcast still fanning out; returns how many
 * rows it queued (1 when it only closed a broadcast), 0 when there is nothing to do. The broadcast row
 * is claimed FOR UPDATE SKIP LOCKED and its cursor moves in the same transaction as the batch's
 * inserts, so with several instances each recipient is queued exactly once. One INSERT … SELECT does
 * the batch inside the database: the recipients never travel to Node.
 */
export async function fanOutNextBatch(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      select id, recipients_after from notification_broadcasts
       where fanned_out_at is null
       order by created_at
       limit 1
       for update skip locked`)) as unknown as { rows: ClaimedBroadcast[] };
    const broadcast = claimed.rows[0];
    if (!broadcast) return 0;
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
         and (case when b.default_roles is null then coalesce(pref.enabled, ${enabledByDefault})
                   else (p.role = any(b.default_roles) and coalesce(pref.enabled, ${enabledByDefault}))
                        or pref.enabled is true end)
       order by u.id
       limit ${FAN_OUT_BATCH}
      returning user_id`)) as unknown as { rows: Array<{ user_id: string }> };
    const count = queued.rows.length;
    // RETURNING follows the SELECT's order in practice, but the cursor must not depend on it.
    const last = queued.rows.reduce<string | null>(
      (max, r) => (max === null || r.user_id > max ? r.user_id : max),
      null,
    );
    const done = count < FAN_OUT_BATCH;
    await tx.execute(sql`
      update notification_broadcasts
         set recipients_after = coalesce(${last}::uuid, recipients_after),
             queued_count = queued_count + ${count},
             fanned_out_at = ${done ? ctx.now().toISOString() : null}::timestamptz
       where id = ${broadcast.id}`);
    return Math.max(count, 1);
  });
}
