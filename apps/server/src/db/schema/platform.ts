import { MAIL_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, oneOf, tstz } from './columns';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_type: text('owner_type').notNull(),
    owner_id: uuid('owner_id').notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('files_size_check', sql`${t.size_bytes} <= 10485760`),
    index('files_owner_idx').on(t.owner_type, t.owner_id),
  ],
);

export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at').notNull().default(sql`now()`),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_created_idx').on(t.created_at),
  ],
);

/** Plant-wide settings edited by admins (e.g. `labour_rate`), one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: tstz('updated_at').notNull().default(sql`now()`),
});
