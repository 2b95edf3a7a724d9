import { METER_KINDS } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { personId } from './accounts';
import { assets } from './assets';
import { defaultNow, oneOf, timestamps, tstz, uuidKey } from './columns';

/** A counter or gauge on an asset (docs/decisions/meters.md); it goes with its asset. */
export const meters = pgTable(
  'meters',
  {
    id: uuidKey(),
    asset_id: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    kind: text('kind', { enum: METER_KINDS }).notNull(),
    readable_by_anyone: boolean('readable_by_anyone').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('meters_kind_check', oneOf(t.kind, METER_KINDS)),
    uniqueIndex('meters_asset_name_idx').on(t.asset_id, sql`lower(${t.name})`),
  ],
);

/**
 * One reading of a meter. Double precision: run hours and kWh are read with decimals and no sum of them
 * is money, so exact decimals buy nothing and a float is half the size on a table that grows hourly.
 */
export const meter_readings = pgTable(
  'meter_readings',
  {
    id: uuidKey(),
    meter_id: uuid('meter_id')
      .notNull()
      .references(() => meters.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    taken_at: tstz('taken_at').notNull(),
    reset: boolean('reset').notNull().default(false),
    recorded_by: personId('recorded_by'),
    /** The name someone without an account gave with a reading from the public label page (recorded_by null). */
    reported_by_name: text('reported_by_name'),
    created_at: defaultNow('created_at'),
  },
  // The last reading, the readings either side of a date and a date range are each one index read.
  (t) => [index('meter_readings_meter_taken_idx').on(t.meter_id, t.taken_at.desc())],
);
