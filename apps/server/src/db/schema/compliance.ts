import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** Append-only: a trigger refuses UPDATE and DELETE (DESIGN.md §5). */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurred_at: tstz('occurred_at').notNull().default(sql`now()`),
    actor_id: uuid('actor_id'),
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.occurred_at),
    index('audit_log_time_idx').on(t.occurred_at),
  ],
);
