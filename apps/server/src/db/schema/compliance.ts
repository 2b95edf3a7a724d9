import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { defaultNow } from './columns';

/** Append-only: a trigger refuses UPDATE and DELETE (docs/decisions/records-and-signatures.md). */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurred_at: defaultNow('occurred_at'),
    actor_id: uuid('actor_id'),
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
    ip: text('ip'),
    /**
     * The hash chain: a trigger appends each entry under a lock, giving it the next
     * `chain_seq`, the previous entry's hash and its own hash = SHA-256(prev_hash + canonical entry)
     * (migration audit_chain), so any later edit of the table shows in verification.
     */
    chain_seq: bigint('chain_seq', { mode: 'number' }),
    prev_hash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.occurred_at),
    index('audit_log_time_idx').on(t.occurred_at),
    uniqueIndex('audit_log_chain_idx').on(t.chain_seq),
    index('audit_log_actor_idx').on(t.actor_id, t.occurred_at),
  ],
);
