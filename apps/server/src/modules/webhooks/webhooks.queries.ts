import type { WebhookDeliveryStatus, WebhookEvent } from '@plantwise/domain';
import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { toIsoTimestamp, webhook_deliveries, webhook_outbox, webhooks } from '../../db/schema';

/**
 * Announces an event to every active webhook that wants its type, in the caller's transaction: one outbox row
 * and one delivery per webhook, written with the change itself, so a rolled-back change sends nothing and a
 * committed one is sent after the commit by the delivery job. Nothing is written when no webhook wants it.
 */
export async function enqueueWebhookEvent(
  tx: DbOrTx,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`
    with targets as (
      select id from ${webhooks} where active and ${type}::text = any(events)
    ), event as (
      insert into ${webhook_outbox} (type, data)
      select ${type}::text, ${JSON.stringify(data)}::jsonb
      where exists (select 1 from targets)
      returning id
    )
    insert into ${webhook_deliveries} (webhook_id, event_id)
    select targets.id, event.id from targets cross join event`);
}

const webhookColumns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  active: webhooks.active,
  created_at: webhooks.created_at,
  updated_at: webhooks.updated_at,
  failing_since: webhooks.failing_since,
  switched_off_at: webhooks.switched_off_at,
  last_delivery_at: webhooks.last_delivery_at,
};

export type WebhookRow = {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  created_at: string;
  updated_at: string;
  failing_since: string | null;
  switched_off_at: string | null;
  last_delivery_at: string | null;
};

export async function insertWebhook(
  tx: DbOrTx,
  values: {
    url: string;
    events: WebhookEvent[];
    active: boolean;
    secret: string;
    created_by: string;
    created_at: string;
  },
): Promise<WebhookRow> {
  const [row] = await tx
    .insert(webhooks)
    .values({ ...values, updated_at: values.created_at })
    .returning(webhookColumns);
  return row;
}

/** Every webhook, oldest first (the order they were added in). */
export async function listWebhookRows(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(webhookColumns)
      .from(webhooks)
      .orderBy(webhooks.created_at, webhooks.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhooks),
  ]);
  return { rows: rows as WebhookRow[], total: Number(n) };
}

export async function findWebhook(db: DbOrTx, id: string): Promise<WebhookRow | null> {
  const [row] = await db.select(webhookColumns).from(webhooks).where(eq(webhooks.id, id));
  return (row as WebhookRow) ?? null;
}

/** The webhook, locked for the rest of the transaction, or null. */
export async function lockWebhook(tx: DbOrTx, id: string): Promise<WebhookRow | null> {
  const [row] = await tx.select(webhookColumns).from(webhooks).where(eq(webhooks.id, id)).for('update');
  return (row as WebhookRow) ?? null;
}

export async function updateWebhookRow(
  tx: DbOrTx,
  id: string,
  changes: Partial<{
    url: string;
    events: WebhookEvent[];
    active: boolean;
    failing_since: string | null;
    switched_off_at: string | null;
    updated_at: string;
  }>,
): Promise<WebhookRow> {
  const [row] = await tx.update(webhooks).set(changes).where(eq(webhooks.id, id)).returning(webhookColumns);
  return row as WebhookRow;
}

/** Deletes the webhook and, with it, its delivery log. Events no other webhook needs go too. */
export async function deleteWebhookRow(tx: DbOrTx, id: string): Promise<void> {
  const events = await tx
    .select({ id: webhook_deliveries.event_id })
    .from(webhook_deliveries)
    .where(eq(webhook_deliveries.webhook_id, id));
  await tx.delete(webhooks).where(eq(webhooks.id, id));
  if (events.length === 0) return;
  const orphaned = notExists(
    tx
      .select({ id: webhook_deliveries.id })
      .from(webhook_deliveries)
      .where(eq(webhook_deliveries.event_id, webhook_outbox.id)),
  );
  await tx
    .delete(webhook_outbox)
    .where(and(inArray(webhook_outbox.id, [...new Set(events.map((e) => e.id))]), orphaned));
}

const deliveryColumns = {
  id: webhook_deliveries.id,
  webhook_id: webhook_deliveries.webhook_id,
  event_id: webhook_deliveries.event_id,
  event_type: webhook_outbox.type,
  status: webhook_deliveries.status,
  attempts: webhook_deliveries.attempts,
  response_status: webhook_deliveries.response_status,
  response_excerpt: webhook_deliveries.response_excerpt,
  created_at: webhook_deliveries.created_at,
  last_attempt_at: webhook_deliveries.last_attempt_at,
  next_attempt_at: webhook_deliveries.next_attempt_at,
  delivered_at: webhook_deliveries.delivered_at,
  redelivery_of: webhook_deliveries.redelivery_of,
};

export type DeliveryRow = {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  response_excerpt: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  redelivery_of: string | null;
};

/** One webhook's deliveries, newest first. */
export async function listDeliveryRows(
  db: DbOrTx,
  webhookId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(webhook_deliveries.webhook_id, webhookId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhook_deliveries)
      .innerJoin(webhook_outbox, eq(webhook_outbox.id, webhook_deliveries.event_id))
      .where(where)
      .orderBy(desc(webhook_deliveries.created_at), desc(webhook_deliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhook_deliveries).where(where),
  ]);
  return { rows: rows as DeliveryRow[], total: Number(n) };
}

export async function findDelivery(db: DbOrTx, id: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhook_deliveries)
    .innerJoin(webhook_outbox, eq(webhook_outbox.id, webhook_deliveries.event_id))
    .where(eq(webhook_deliveries.id, id));
  return (row as DeliveryRow) ?? null;
}

/** A new delivery of a delivery's event to its webhook, due at once. */
export async function insertRedelivery(tx: DbOrTx, original: DeliveryRow): Promise<string> {
  const [row] = await tx
    .insert(webhook_deliveries)
    .values({ webhook_id: original.webhook_id, event_id: original.event_id, redelivery_of: original.id })
    .returning({ id: webhook_deliveries.id });
  return row.id;
}

export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  /** Attempts including this one. */
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
  event: { id: string; type: WebhookEvent; created_at: string; data: Record<string, unknown> };
}

/**
 * Claims up to `limit` due deliveries of active webhooks for this instance: one statement that skips rows
 * another instance is claiming (SKIP LOCKED) and pushes the claimed rows' next attempt past the lease, so no
 * other instance picks them up while this one sends. A new delivery (no next attempt yet) is due at once.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await selectRows<{
    id: string;
    webhook_id: string;
    attempts: number;
    created_at: string | Date;
    url: string;
    secret: string;
    event_id: string;
    type: WebhookEvent;
    data: Record<string, unknown> | string;
    event_created_at: string | Date;
  }>(
    db,
    sql`with due as materialized (
          select d.id from ${webhook_deliveries} d
          join ${webhooks} w on w.id = d.webhook_id
          where d.status = 'pending' and w.active
            and (d.next_attempt_at is null or d.next_attempt_at <= ${at}::timestamptz)
          order by d.next_attempt_at nulls first, d.created_at
          limit ${limit}
          for update of d skip locked
        )
        update ${webhook_deliveries} d
        set attempts = d.attempts + 1, last_attempt_at = ${at}::timestamptz,
            next_attempt_at = ${leaseUntil}::timestamptz
        from due, ${webhooks} w, ${webhook_outbox} e
        where d.id = due.id and w.id = d.webhook_id and e.id = d.event_id
        returning d.id, d.webhook_id, d.attempts, d.created_at, w.url, w.secret,
                  e.id as event_id, e.type, e.data, e.created_at as event_created_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    webhook_id: r.webhook_id,
    attempts: Number(r.attempts),
    created_at: toIsoTimestamp(r.created_at),
    url: r.url,
    secret: r.secret,
    event: {
      id: r.event_id,
      type: r.type,
      created_at: toIsoTimestamp(r.event_created_at),
      data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
    },
  }));
}

export interface AttemptOutcome {
  response_status: number | null;
  response_excerpt: string | null;
  at: string;
}

/** Records a delivered attempt; the webhook is no longer failing. */
export async function markDelivered(tx: DbOrTx, delivery: ClaimedDelivery, outcome: AttemptOutcome) {
  await tx
    .update(webhook_deliveries)
    .set({
      status: 'succeeded',
      response_status: outcome.response_status,
      response_excerpt: outcome.response_excerpt,
      delivered_at: outcome.at,
      next_attempt_at: null,
    })
    .where(and(eq(webhook_deliveries.id, delivery.id), eq(webhook_deliveries.status, 'pending')));
  await tx
    .update(webhooks)
    .set({ failing_since: null, last_delivery_at: outcome.at })
    .where(eq(webhooks.id, delivery.webhook_id));
}

/**
 * Records a failed attempt: tried again at `nextAttemptAt`, or failed for good when it is null. Answers the
 * webhook as it is now, its failing_since set at its first failure.
 */
export async function markAttemptFailed(
  tx: DbOrTx,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  nextAttemptAt: string | null,
): Promise<{ failing_since: string; active: boolean; url: string }> {
  await tx
    .update(webhook_deliveries)
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      response_status: outcome.response_status,
      response_excerpt: outcome.response_excerpt,
      next_attempt_at: nextAttemptAt,
    })
    .where(and(eq(webhook_deliveries.id, delivery.id), eq(webhook_deliveries.status, 'pending')));
  const [row] = await tx
    .update(webhooks)
    .set({
      failing_since: sql`coalesce(${webhooks.failing_since}, ${outcome.at}::timestamptz)`,
      last_delivery_at: outcome.at,
    })
    .where(eq(webhooks.id, delivery.webhook_id))
    .returning({ failing_since: webhooks.failing_since, active: webhooks.active, url: webhooks.url });
  return row as { failing_since: string; active: boolean; url: string };
}

/** Switches a webhook off for failing; false when it was off already (another instance did it). */
export async function switchOffWebhook(tx: DbOrTx, id: string, at: string): Promise<boolean> {
  const rows = await tx
    .update(webhooks)
    .set({ active: false, switched_off_at: at, updated_at: at })
    .where(and(eq(webhooks.id, id), eq(webhooks.active, true)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** The active admins, who are told when a webhook is switched off. */
export async function activeAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select u.id from users u join profiles p on p.id = u.id where u.active and p.role = 'admin' order by u.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Removes up to `limit` settled deliveries (delivered or failed) created before `before`, then the events no
 * delivery needs any more; answers how many deliveries went. A pending delivery is never removed.
 */
export async function deleteSettledDeliveries(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const at = before.toISOString();
  const deleted = await selectRows<{ id: string }>(
    db,
    sql`delete from ${webhook_deliveries} where id in (
          select id from ${webhook_deliveries}
          where status <> 'pending' and created_at < ${at}::timestamptz
          limit ${limit})
        returning id`,
  );
  await db.execute(sql`
    delete from ${webhook_outbox} o
    where o.id in (
      select e.id from ${webhook_outbox} e
      where e.created_at < ${at}::timestamptz
        and not exists (select 1 from ${webhook_deliveries} d where d.event_id = e.id)
      limit ${limit})`);
  return deleted.length;
}
