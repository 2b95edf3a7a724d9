import { BUDGET_CATEGORIES, EXPENSE_CATEGORIES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { personId } from './accounts';
import { assets } from './assets';
import { decimal, defaultNow, oneOf, timestamps, uuidKey } from './columns';
import { work_orders } from './maintenance';

/** The plan: one amount per year, month, site (null: all sites) and category. */
export const budget_lines = pgTable(
  'budget_lines',
  {
    id: uuidKey(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    site: text('site'),
    category: text('category', { enum: BUDGET_CATEGORIES }).notNull(),
    amount: decimal('amount', { precision: 14, scale: 2 }).notNull(),
    updated_by: personId('updated_by'),
    ...timestamps,
  },
  (t) => [
    check('budget_lines_category_check', oneOf(t.category, BUDGET_CATEGORIES)),
    check('budget_lines_month_check', sql`${t.month} between 1 and 12`),
    check('budget_lines_amount_check', sql`${t.amount} >= 0`),
    // One line per cell; all sites (null) is a site of its own.
    uniqueIndex('budget_lines_cell_idx').on(t.year, t.month, sql`coalesce(${t.site}, '')`, t.category),
  ],
);

/** Invoices that are not work orders: contractors, capital and other spend. */
export const budget_expenses = pgTable(
  'budget_expenses',
  {
    id: uuidKey(),
    date: date('date', { mode: 'string' }).notNull(),
    site: text('site'),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    amount: decimal('amount', { precision: 14, scale: 2 }).notNull(),
    supplier: text('supplier').notNull(),
    reference: text('reference'),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    work_order_id: uuid('work_order_id').references(() => work_orders.id, { onDelete: 'set null' }),
    notes: text('notes'),
    created_by: personId('created_by'),
    ...timestamps,
  },
  (t) => [
    check('budget_expenses_category_check', oneOf(t.category, EXPENSE_CATEGORIES)),
    check('budget_expenses_amount_check', sql`${t.amount} > 0`),
    index('budget_expenses_date_idx').on(t.date, t.id),
    index('budget_expenses_asset_idx').on(t.asset_id),
  ],
);

/** Each alert threshold a site's month has crossed, so that it is announced once (site '' is all sites). */
export const budget_alerts = pgTable(
  'budget_alerts',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    site: text('site').notNull(),
    threshold: integer('threshold').notNull(),
    sent_at: defaultNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.year, t.month, t.site, t.threshold] })],
);

/**
 * The cost of work (labour and other costs of completed work orders, parts taken for them) summed per UTC month
 * and per place: the location and site text of the work's asset, both null for work on no asset. Kept by the
 * triggers of migration 0048 in the transaction of each cost write, and moved when an asset moves
 * (docs/decisions/budget-summary.md). `entries` counts the work rows summed, so that a month and category
 * with work shows even when its amounts add up to 0.
 */
export const work_cost_months = pgTable(
  'work_cost_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    location_id: uuid('location_id'),
    site: text('site'),
    category: text('category').notNull(),
    amount: numeric('amount').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [unique('work_cost_months_key').on(t.month, t.location_id, t.site, t.category).nullsNotDistinct()],
);

/** The same cost per UTC year and asset (work on an asset only), for the budget's top spenders. */
export const work_cost_years = pgTable(
  'work_cost_years',
  {
    year: integer('year').notNull(),
    asset_id: uuid('asset_id').notNull(),
    labour: numeric('labour').notNull().default('0'),
    other: numeric('other').notNull().default('0'),
    parts: numeric('parts').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.year, t.asset_id] })],
);
