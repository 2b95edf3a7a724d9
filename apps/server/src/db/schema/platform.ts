import { MAIL_KINDS, MAIL_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { personId } from './accounts';
import { bytea, defaultNow, oneOf, tstz, uuidKey } from './columns';

export const files = pgTable(
  'files',
  {
    id: uuidKey(),
    owner_type: text('owner_type').notNull(),
    owner_id: uuid('owner_id').notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    created_by: personId('created_by'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('files_size_check', sql`${t.size_bytes} <= 10485760`),
    index('files_owner_idx').on(t.owner_type, t.owner_id),
  ],
);

export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: uuidKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    kind: text('kind', { enum: MAIL_KINDS }).notNull().default('account'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: defaultNow('next_attempt_at'),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_kind_check', oneOf(t.kind, MAIL_KINDS)),
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_created_idx').on(t.created_at),
  ],
);

/** Plant-wide settings edited by admins (e.g. `labour_rate`), one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: personId('updated_by'),
  updated_at: defaultNow('updated_at'),
});

/**
 * The first answer to each `Idempotency-Key`, so a retried write answers it again instead of running twice
 * (docs/decisions/idempotency.md). `scope` is the signed-in person's id, or 'anonymous' on the public report
 * page; `response_status` stays null while the first request is being handled.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    url: text('url').notNull(),
    body_hash: text('body_hash').notNull(),
    response_status: integer('response_status'),
    response_body: text('response_body'),
    created_at: tstz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);
