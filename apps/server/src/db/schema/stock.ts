import { STOCK_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { decimal, oneOf, timestamps } from './columns';

export const inventory_items = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item_id: text('item_id').notNull(),
    item_name: text('item_name').notNull(),
    category: text('category'),
    supplier: text('supplier'),
    quantity_in_stock: integer('quantity_in_stock').notNull().default(0),
    min_stock_level: integer('min_stock_level').notNull().default(0),
    unit_cost: decimal('unit_cost', { precision: 14, scale: 2 }),
    location: text('location'),
    status: text('status', { enum: STOCK_STATUSES }).notNull().default('out-of-stock'),
    linked_asset_ids: jsonb('linked_asset_ids').notNull().default([]),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(item_name || ' ' || item_id || ' ' || coalesce(category, '') || ' ' || coalesce(supplier, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('inventory_status_check', oneOf(t.status, STOCK_STATUSES)),
    check('inventory_quantity_check', sql`${t.quantity_in_stock} >= 0`),
    check('inventory_min_check', sql`${t.min_stock_level} >= 0`),
    uniqueIndex('inventory_item_id_lower_idx').on(sql`lower(${t.item_id})`),
    index('inventory_status_idx').on(t.status),
    index('inventory_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);
