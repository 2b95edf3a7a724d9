import { RECORD_TYPES, ROLES, SIGNATURE_MEANINGS } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { assets } from './assets';
import { defaultNow, oneOf, tstz, uuidKey } from './columns';

/**
 * Food-safety records: one per completed breakdown, work order or PM task, written in the
 * completion's transaction, with an immutable snapshot and its SHA-256. Never updated or deleted
 * (a trigger refuses it); a correction is an amendment: a new record that references the original.
 */
export const records = pgTable(
  'records',
  {
    id: uuidKey(),
    number: text('number').notNull(),
    type: text('type', { enum: RECORD_TYPES }).notNull(),
    source_id: uuid('source_id').notNull(),
    title: text('title').notNull(),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    completed_at: tstz('completed_at').notNull(),
    completed_by: text('completed_by').notNull(),
    /** The account that completed the work: the only one who may sign 'performed'. */
    performer_id: uuid('performer_id').references(() => users.id, { onDelete: 'restrict' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    content_hash: text('content_hash').notNull(),
    amends_id: uuid('amends_id'),
    amendment_reason: text('amendment_reason'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('records_type_check', oneOf(t.type, RECORD_TYPES)),
    uniqueIndex('records_number_idx').on(t.number),
    // One original record per completion; amendments reference it.
    uniqueIndex('records_source_idx').on(t.type, t.source_id).where(sql`${t.amends_id} is null`),
    index('records_completed_idx').on(t.completed_at, t.id),
    index('records_asset_idx').on(t.asset_id, t.completed_at),
    index('records_performer_idx').on(t.performer_id),
    index('records_amends_idx').on(t.amends_id),
  ],
);

/**
 * The last number handed out per kind ('record', 'work_order') and plant year (REC-2026-000123,
 * WO-2026-000123): the upsert's row lock hands out the next one, so concurrent creations wait for
 * each other and the numbers stay consecutive.
 */
export const number_counters = pgTable(
  'number_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * Electronic signatures (21 CFR Part 11 §11.50/§11.70): printed name and role at signing, meaning,
 * server time, and the content hash signed, so a signature cannot be moved to other content.
 */
export const record_signatures = pgTable(
  'record_signatures',
  {
    id: uuidKey(),
    record_id: uuid('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'restrict' }),
    signer_id: uuid('signer_id').references(() => users.id, { onDelete: 'restrict' }),
    signer_name: text('signer_name').notNull(),
    signer_role: text('signer_role', { enum: ROLES }).notNull(),
    meaning: text('meaning', { enum: SIGNATURE_MEANINGS }).notNull(),
    content_hash: text('content_hash').notNull(),
    signed_at: defaultNow('signed_at'),
  },
  (t) => [
    check('record_signatures_meaning_check', oneOf(t.meaning, SIGNATURE_MEANINGS)),
    check('record_signatures_role_check', oneOf(t.signer_role, ROLES)),
    uniqueIndex('record_signatures_once_idx').on(t.record_id, t.signer_id, t.meaning),
    index('record_signatures_signer_idx').on(t.signer_id, t.signed_at),
  ],
);

/**
 * One wait of a food-contact asset for its hygiene release (BRCGS 4.7.4, docs/decisions/hygiene-release.md):
 * opened by the first completion that leaves the asset "Awaiting release", added to by any further work
 * meanwhile (`work`: who did it, so they cannot release it), closed by the release and its signed record.
 */
export const hygiene_releases = pgTable(
  'hygiene_releases',
  {
    id: uuidKey(),
    asset_id: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    waiting_since: tstz('waiting_since').notNull(),
    /** [{type, source_id, record_id, record_number, title, completed_by, performer_id, completed_at}] */
    work: jsonb('work').$type<Array<Record<string, unknown>>>().notNull().default([]),
    released_at: tstz('released_at'),
    released_by: uuid('released_by').references(() => users.id, { onDelete: 'restrict' }),
    released_by_name: text('released_by_name'),
    notes: text('notes'),
    record_id: uuid('record_id').references(() => records.id, { onDelete: 'restrict' }),
  },
  (t) => [
    // One open wait per asset: a second completion joins it.
    uniqueIndex('hygiene_releases_open_idx').on(t.asset_id).where(sql`${t.released_at} is null`),
    index('hygiene_releases_asset_idx').on(t.asset_id, t.waiting_since),
  ],
);
