import {
  GLASS_CHECK_FREQUENCIES,
  GLASS_CHECK_RESULTS,
  GLASS_MATERIALS,
  GLASS_RISKS,
  ROLES,
} from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { locations } from './assets';
import { defaultNow, oneOf, timestamps, tstz, uuidKey } from './columns';

/**
 * The glass and brittle-plastics register (BRCGS 4.9.3, docs/decisions/glass-register.md): items at a
 * location of the tree, with their last check kept on the row so the register sorts by due day without
 * reading every check. Removing an item archives it: its checks and incidents stay evidence.
 */
export const glass_items = pgTable(
  'glass_items',
  {
    id: uuidKey(),
    location_id: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    material: text('material', { enum: GLASS_MATERIALS }).notNull(),
    risk: text('risk', { enum: GLASS_RISKS }).notNull(),
    check_frequency: text('check_frequency', { enum: GLASS_CHECK_FREQUENCIES }).notNull(),
    last_checked_at: tstz('last_checked_at'),
    last_result: text('last_result', { enum: GLASS_CHECK_RESULTS }),
    last_checked_by: text('last_checked_by'),
    archived_at: tstz('archived_at'),
    ...timestamps,
  },
  (t) => [
    check('glass_items_material_check', oneOf(t.material, GLASS_MATERIALS)),
    check('glass_items_risk_check', oneOf(t.risk, GLASS_RISKS)),
    check('glass_items_frequency_check', oneOf(t.check_frequency, GLASS_CHECK_FREQUENCIES)),
    index('glass_items_location_idx').on(t.location_id).where(sql`${t.archived_at} is null`),
  ],
);

/** One line of a check round: append-only evidence (a trigger refuses UPDATE and DELETE). */
export const glass_checks = pgTable(
  'glass_checks',
  {
    id: uuidKey(),
    /** The round this line was submitted with (one POST, one round). */
    round_id: uuid('round_id').notNull(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => glass_items.id, { onDelete: 'restrict' }),
    result: text('result', { enum: GLASS_CHECK_RESULTS }).notNull(),
    note: text('note'),
    checked_at: defaultNow('checked_at'),
    checked_by: uuid('checked_by').references(() => users.id, { onDelete: 'restrict' }),
    checked_by_name: text('checked_by_name').notNull(),
  },
  (t) => [
    check('glass_checks_result_check', oneOf(t.result, GLASS_CHECK_RESULTS)),
    index('glass_checks_time_idx').on(t.checked_at),
    index('glass_checks_item_idx').on(t.item_id, t.checked_at),
  ],
);

/**
 * A breakage: raised by a check round (check_id) or reported by hand, closed once by a quality sign-off
 * with the closer's password; the close seals the incident with the SHA-256 of what was signed.
 */
export const glass_incidents = pgTable(
  'glass_incidents',
  {
    id: uuidKey(),
    item_id: uuid('item_id').references(() => glass_items.id, { onDelete: 'restrict' }),
    location_id: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    check_id: uuid('check_id').references(() => glass_checks.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    product_at_risk: boolean('product_at_risk').notNull().default(false),
    quarantine: boolean('quarantine').notNull().default(false),
    clean_down_done: boolean('clean_down_done').notNull().default(false),
    raised_at: defaultNow('raised_at'),
    raised_by: uuid('raised_by').references(() => users.id, { onDelete: 'restrict' }),
    raised_by_name: text('raised_by_name').notNull(),
    closed_at: tstz('closed_at'),
    closed_by: uuid('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    closed_by_name: text('closed_by_name'),
    closed_by_role: text('closed_by_role', { enum: ROLES }),
    close_notes: text('close_notes'),
    close_hash: text('close_hash'),
  },
  (t) => [
    index('glass_incidents_open_idx').on(t.raised_at).where(sql`${t.closed_at} is null`),
    index('glass_incidents_time_idx').on(t.raised_at),
    index('glass_incidents_location_idx').on(t.location_id),
  ],
);
