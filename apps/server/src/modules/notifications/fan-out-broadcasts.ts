import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { advanceBroadcast, claimNextBroadcast, queueBroadcastRecipients } from './notifications.queries';

export const FAN_OUT_JOB = 'notifications.fan-out';
/** Recipients queued per transaction: short transactions let requests in between (PGlite has one connection). */
export const FAN_OUT_BATCH = 100;
/** A fallback only: a committed broadcast wakes the job at once through the change feed. */
const POLL_INTERVAL_MS = 5_000;

export function fanOutJob(): Job {
  return { name: FAN_OUT_JOB, intervalMs: POLL_INTERVAL_MS, run: fanOutNextBatch };
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
    const broadcast = await claimNextBroadcast(tx);
    if (!broadcast) return 0;
    const queued = await queueBroadcastRecipients(tx, broadcast, FAN_OUT_BATCH);
    const count = queued.length;
    // RETURNING follows the SELECT's order in practice, but the cursor must not depend on it.
    const last = queued.reduce<string | null>((max, id) => (max === null || id > max ? id : max), null);
    const done = count < FAN_OUT_BATCH;
    await advanceBroadcast(tx, broadcast.id, {
      last,
      count,
      fannedOutAt: done ? ctx.now().toISOString() : null,
    });
    return Math.max(count, 1);
  });
}
