import {
  DELIVERY_STATUSES,
  NOTICE_KINDS,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_TYPES,
  URGENCIES,
} from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerId, personId } from './accounts';
import { defaultNow, oneOf, timestamps, tstz, uuidKey } from './columns';

export const user_notification_preferences = pgTable(
  'user_notification_preferences',
  {
    id: uuidKey(),
    user_id: ownerId(),
    notification_type: text('notification_type', { enum: NOTIFICATION_TYPES }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    email_enabled: boolean('email_enabled').notNull().default(false),
    push_enabled: boolean('push_enabled').notNull().default(false),
    sms_enabled: boolean('sms_enabled').notNull().default(false),
    frequency: text('frequency', { enum: NOTIFICATION_FREQUENCIES }).notNull().default('immediate'),
    ...timestamps,
  },
  (t) => [
    check('unp_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('unp_frequency_check', oneOf(t.frequency, NOTIFICATION_FREQUENCIES)),
    uniqueIndex('unp_user_type_idx').on(t.user_id, t.notification_type),
    index('unp_type_idx').on(t.notification_type, t.enabled),
  ],
);

export const notification_queue = pgTable(
  'notification_queue',
  {
    id: uuidKey(),
    user_id: ownerId(),
    notification_type: text('notification_type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull().default('medium'),
    metadata: jsonb('metadata').notNull().default({}),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: defaultNow('next_attempt_at'),
    last_error: text('last_error'),
    processed_at: tstz('processed_at'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('nq_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('nq_urgency_check', oneOf(t.urgency, URGENCIES)),
    check('nq_status_check', oneOf(t.status, ['pending', 'processed', 'failed'])),
    index('nq_due_idx').on(t.status, t.next_attempt_at),
  ],
);

/**
 * One row per "tell everyone who subscribes" event: the request that causes it writes
 * this row only; the fan-out job turns it into one queue row per recipient, in batches, after the
 * answer has gone. `recipients_after` is the cursor (the last user id queued) and moves in the same
 * transaction as each batch, so a batch is queued exactly once whichever instance runs it.
 */
export const notification_broadcasts = pgTable(
  'notification_broadcasts',
  {
    id: uuidKey(),
    notification_type: text('notification_type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull().default('medium'),
    metadata: jsonb('metadata').notNull().default({}),
    /** Null: every role receives it by default; otherwise only these roles (others opt in). */
    default_roles: text('default_roles').array(),
    /** The person whose action it announces: they know already, so the fan-out leaves them out. */
    exclude_user_id: uuid('exclude_user_id'),
    recipients_after: uuid('recipients_after'),
    queued_count: integer('queued_count').notNull().default(0),
    fanned_out_at: tstz('fanned_out_at'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('nb_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('nb_urgency_check', oneOf(t.urgency, URGENCIES)),
    index('nb_pending_idx').on(t.created_at).where(sql`${t.fanned_out_at} is null`),
  ],
);

export const notification_history = pgTable(
  'notification_history',
  {
    id: uuidKey(),
    queue_id: uuid('queue_id').references(() => notification_queue.id, { onDelete: 'set null' }),
    user_id: personId('user_id'),
    notification_type: text('notification_type', { enum: NOTIFICATION_TYPES }).notNull(),
    channel: text('channel').notNull().default('email'),
    title: text('title'),
    message: text('message'),
    metadata: jsonb('metadata').notNull().default({}),
    delivery_status: text('delivery_status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    check('nh_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('nh_delivery_status_check', oneOf(t.delivery_status, DELIVERY_STATUSES)),
    index('nh_breakdown_idx').on(t.notification_type, sql`(${t.metadata}->>'breakdown_id')`),
    index('nh_created_idx').on(t.created_at),
    // E-mail outcomes still waiting for the mail job or the daily digest (the delivery job's sweep).
    index('nh_pending_idx').on(t.channel, t.created_at).where(sql`${t.delivery_status} = 'pending'`),
  ],
);

/** The in-app notification centre (bell), per user and persistent. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    user_id: ownerId(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull().default('info'),
    notification_type: text('notification_type', { enum: NOTIFICATION_TYPES }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    action_url: text('action_url'),
    persistent: boolean('persistent').notNull().default(true),
    read_at: tstz('read_at'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('notifications_kind_check', oneOf(t.kind, NOTICE_KINDS)),
    index('notifications_user_idx').on(t.user_id, t.created_at),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);
