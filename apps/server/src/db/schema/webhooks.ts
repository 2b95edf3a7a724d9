import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { personId } from './accounts';
import { defaultNow, oneOf, tstz, uuidKey } from './columns';

/**
 * Addresses that receive signed events (docs/decisions/webhooks.md). The secret is kept as written: the server
 * signs every delivery with it, so a hash would not do. It is answered once, at creation, and never again.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuidKey(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    created_by: personId('created_by'),
    created_at: defaultNow('created_at'),
    updated_at: defaultNow('updated_at'),
    /** The first failed attempt since the last delivered event (the 3-day switch-off counts from here). */
    failing_since: tstz('failing_since'),
    switched_off_at: tstz('switched_off_at'),
    last_delivery_at: tstz('last_delivery_at'),
  },
  (t) => [
    check(
      'webhooks_events_check',
      sql`${t.events} <@ array[${sql.raw(WEBHOOK_EVENTS.map((e) => `'${e}'`).join(', '))}]::text[]`,
    ),
    index('webhooks_created_idx').on(t.created_at),
  ],
);

/**
 * The outbox: one row per event, written in the transaction of the change it announces (so a rolled-back change
 * announces nothing), and only when some active webhook wants its type.
 */
export const webhook_outbox = pgTable(
  'webhook_outbox',
  {
    id: uuidKey(),
    type: text('type', { enum: WEBHOOK_EVENTS }).notNull(),
    data: jsonb('data').notNull(),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('webhook_outbox_type_check', oneOf(t.type, WEBHOOK_EVENTS)),
    index('webhook_outbox_created_idx').on(t.created_at),
  ],
);

/**
 * One event for one webhook: claimed by one instance at a time (FOR UPDATE SKIP LOCKED, then a lease pushed
 * into next_attempt_at), retried with back-off for 24 h. Only an excerpt of the receiver's answer is kept.
 */
export const webhook_deliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidKey(),
    webhook_id: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event_id: uuid('event_id')
      .notNull()
      .references(() => webhook_outbox.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at'),
    last_attempt_at: tstz('last_attempt_at'),
    response_status: integer('response_status'),
    response_excerpt: text('response_excerpt'),
    delivered_at: tstz('delivered_at'),
    redelivery_of: uuid('redelivery_of').references((): AnyPgColumn => webhook_deliveries.id, {
      onDelete: 'set null',
    }),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('webhook_deliveries_status_check', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhook_id, t.created_at, t.id),
    index('webhook_deliveries_event_idx').on(t.event_id),
  ],
);
