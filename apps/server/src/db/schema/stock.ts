import { STOCK_STATUSES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { decimal, defaultNow, GIN_NO_PENDING_LIST, oneOf, timestamps, tstz, uuidKey } from './columns';
import { work_orders } from './maintenance';

/** Quantities may be decimal (litres of oil, metres of belt): numeric(14,3), read as numbers. */
const quantity = (name: string) => decimal(name, { precision: 14, scale: 3 });

export const inventory_items = pgTable(
  'inventory_items',
  {
    id: uuidKey(),
    item_id: text('item_id').notNull(),
    item_name: text('item_name').notNull(),
    category: text('category'),
    supplier: text('supplier'),
    unit: text('unit').notNull().default('each'),
    quantity_in_stock: quantity('quantity_in_stock').notNull().default(0),
    min_stock_level: quantity('min_stock_level').notNull().default(0),
    reorder_quantity: quantity('reorder_quantity'),
    unit_cost: decimal('unit_cost', { precision: 14, scale: 2 }),
    location: text('location'),
    /** BRCGS 4.7.6: lubricants and parts that may touch product must be food-grade. */
    food_grade: boolean('food_grade').notNull().default(false),
    status: text('status', { enum: STOCK_STATUSES }).notNull().default('out-of-stock'),
    linked_asset_ids: jsonb('linked_asset_ids').$type<string[]>().notNull().default([]),
    /**
     * Set instead of deleting an item that has movements (like assets,
     * docs/decisions/records-and-signatures.md).
     */
    archived_at: tstz('archived_at'),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(item_name || ' ' || item_id || ' ' || coalesce(category, '') || ' ' || coalesce(supplier, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('inventory_status_check', oneOf(t.status, STOCK_STATUSES)),
    check('inventory_quantity_check', sql`${t.quantity_in_stock} >= 0`),
    check('inventory_min_check', sql`${t.min_stock_level} >= 0`),
    check('inventory_reorder_check', sql`${t.reorder_quantity} >= 0`),
    check('inventory_unit_cost_check', sql`${t.unit_cost} >= 0`),
    uniqueIndex('inventory_item_id_lower_idx').on(sql`lower(${t.item_id})`),
    index('inventory_status_idx').on(t.status),
    index('inventory_name_idx').on(sql`lower(${t.item_name})`),
    // The search's item IDs and names that start with the term (a prefix LIKE: the indexes above cannot serve it).
    index('inventory_item_id_prefix_idx').using('btree', sql`lower(${t.item_id}) text_pattern_ops`),
    index('inventory_name_prefix_idx').using('btree', sql`lower(${t.item_name}) text_pattern_ops`),
    index('inventory_category_idx').on(t.category),
    index('inventory_linked_assets_idx').using('gin', t.linked_asset_ids).with(GIN_NO_PENDING_LIST),
    index('inventory_search_trgm_idx')
      .using('gin', sql`${t.search_text} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
  ],
);

/**
 * The append-only stock ledger: one row per change of quantity. Its deltas always sum to the item's
 * quantity_in_stock; a trigger refuses UPDATE and DELETE (migration inventory_triggers).
 */
export const stock_movements = pgTable(
  'stock_movements',
  {
    id: uuidKey(),
    inventory_item_id: uuid('inventory_item_id')
      .notNull()
      .references(() => inventory_items.id),
    delta: quantity('delta').notNull(),
    quantity_after: quantity('quantity_after').notNull(),
    reason: text('reason'),
    /** Set when a work order consumed the part. */
    work_order_id: uuid('work_order_id').references(() => work_orders.id),
    /** The item's unit cost at the time (the budget needs the cost of what was used). */
    unit_cost: decimal('unit_cost', { precision: 14, scale: 2 }),
    user_id: uuid('user_id').references(() => users.id),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('stock_movements_after_check', sql`${t.quantity_after} >= 0`),
    index('stock_movements_item_idx').on(t.inventory_item_id, t.created_at),
    index('stock_movements_work_order_idx').on(t.work_order_id),
    // The budget sums the parts work orders consumed by month.
    index('stock_movements_consumed_idx').on(t.created_at).where(sql`${t.work_order_id} is not null`),
  ],
);
