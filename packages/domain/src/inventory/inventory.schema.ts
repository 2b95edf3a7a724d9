import { z } from 'zod';
import { countsByKey, listResponseSchema, pageQuerySchema } from '../common/api.schema';
import { STOCK_STATUSES } from '../common/enums';
import { hasAtMostDecimals } from '../common/numbers';
import type { StockStatus } from './stock-status';

/** Every field a person enters for an inventory item, in the order the form and the CSV use. */
export const INVENTORY_FIELDS = [
  'item_id',
  'item_name',
  'category',
  'supplier',
  'unit',
  'unit_cost',
  'quantity_in_stock',
  'min_stock_level',
  'reorder_quantity',
  'location',
  'food_grade',
  'linked_asset_ids',
] as const;
export type InventoryField = (typeof INVENTORY_FIELDS)[number];

export const INVENTORY_FIELD_LABELS: Record<InventoryField, string> = {
  item_id: 'Item ID',
  item_name: 'Item name',
  category: 'Category',
  supplier: 'Supplier',
  unit: 'Unit',
  unit_cost: 'Unit cost',
  quantity_in_stock: 'Quantity in stock',
  min_stock_level: 'Minimum stock level',
  reorder_quantity: 'Reorder quantity',
  location: 'Location',
  food_grade: 'Food grade',
  linked_asset_ids: 'Linked assets',
};

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'critical-stock': 'Critical Stock',
  'out-of-stock': 'Out of Stock',
};

export const INVENTORY_ITEM_ID_PATTERN = /^[A-Za-z0-9._/-]+$/;
export const INVENTORY_ITEM_ID_MAX_LENGTH = 50;
export const INVENTORY_TEXT_MAX_LENGTH = 200;
export const DEFAULT_UNIT = 'each';
/** numeric(14,3): quantities below a thousand million, to the thousandth (litres, metres). */
export const QUANTITY_MAX = 999_999_999;
export const QUANTITY_DECIMALS = 3;
/** numeric(14,2). */
export const UNIT_COST_MAX = 999_999_999_999.99;
export const MAX_LINKED_ASSETS = 100;
export const ADJUST_REASON_MAX_LENGTH = 500;

const label = (field: InventoryField) => INVENTORY_FIELD_LABELS[field];

/** A quantity: a finite number, not negative, at most 3 decimals, below QUANTITY_MAX. */
export function quantitySchema(name: string, { positive = false } = {}) {
  const message = positive
    ? `${name} must be a number greater than 0`
    : `${name} must be a number of 0 or more`;
  return z
    .number({ error: message })
    .refine((v) => Number.isFinite(v), message)
    .refine((v) => (positive ? v > 0 : v >= 0), message)
    .refine((v) => v <= QUANTITY_MAX, `${name} must be less than 1,000,000,000`)
    .refine((v) => hasAtMostDecimals(v, QUANTITY_DECIMALS), `${name} may have at most 3 decimal places`);
}

function text(field: InventoryField, max = INVENTORY_TEXT_MAX_LENGTH) {
  return z
    .string({ error: `${label(field)} must be text` })
    .trim()
    .max(max, `${label(field)} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const inventoryFieldSchemas = {
  item_id: z
    .string({ error: `${label('item_id')} is required` })
    .trim()
    .min(1, `${label('item_id')} is required`)
    .max(INVENTORY_ITEM_ID_MAX_LENGTH, `${label('item_id')} must be 50 characters or fewer`)
    .regex(INVENTORY_ITEM_ID_PATTERN, `${label('item_id')} may use letters, digits and - _ . / only`),
  item_name: z
    .string({ error: `${label('item_name')} is required` })
    .trim()
    .min(1, `${label('item_name')} is required`)
    .max(INVENTORY_TEXT_MAX_LENGTH, `${label('item_name')} must be 200 characters or fewer`),
  category: text('category'),
  supplier: text('supplier'),
  unit: z
    .string({ error: `${label('unit')} must be text` })
    .trim()
    .max(20, `${label('unit')} must be 20 characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : DEFAULT_UNIT)),
  unit_cost: z
    .number({ error: `${label('unit_cost')} must be a number` })
    .refine((v) => Number.isFinite(v) && v >= 0, `${label('unit_cost')} must not be negative`)
    .refine((v) => v <= UNIT_COST_MAX, `${label('unit_cost')} must be less than £1,000,000,000,000`)
    .refine((v) => hasAtMostDecimals(v, 2), `${label('unit_cost')} may have at most 2 decimal places`)
    .nullish()
    .transform((v) => v ?? null),
  quantity_in_stock: quantitySchema(label('quantity_in_stock')),
  min_stock_level: quantitySchema(label('min_stock_level')),
  reorder_quantity: quantitySchema(label('reorder_quantity'))
    .nullish()
    .transform((v) => v ?? null),
  location: text('location'),
  food_grade: z.boolean({ error: `${label('food_grade')} must be true or false` }),
  linked_asset_ids: z
    .array(z.uuid(`${label('linked_asset_ids')} must be asset ids`), {
      error: `${label('linked_asset_ids')} must be a list of asset ids`,
    })
    .max(MAX_LINKED_ASSETS, `${label('linked_asset_ids')}: at most ${MAX_LINKED_ASSETS}`)
    .transform((ids) => [...new Set(ids)]),
};

/** POST /api/inventory: stock, minimum and food grade default to 0, 0 and false; no linked assets. */
export const inventoryCreateBodySchema = z.object({
  ...inventoryFieldSchemas,
  quantity_in_stock: inventoryFieldSchemas.quantity_in_stock.default(0),
  min_stock_level: inventoryFieldSchemas.min_stock_level.default(0),
  food_grade: inventoryFieldSchemas.food_grade.default(false),
  linked_asset_ids: inventoryFieldSchemas.linked_asset_ids.default([]),
});
export type InventoryCreateBody = z.output<typeof inventoryCreateBodySchema>;
export type InventoryCreateInput = z.input<typeof inventoryCreateBodySchema>;

/**
 * PATCH /api/inventory/:id: any field but the quantity, which changes only through an adjustment
 * (so every change of stock is one ledger row with a reason). No defaults: a field left out stays.
 */
export const inventoryUpdateBodySchema = z
  .object(inventoryFieldSchemas)
  .omit({ quantity_in_stock: true })
  .partial()
  .strict();
export type InventoryUpdateBody = z.output<typeof inventoryUpdateBodySchema>;

export const ADJUST_MODES = ['add', 'remove'] as const;

/** POST /api/inventory/:id/adjust: quantity > 0 and finite; a reason is required for a remove. */
export const adjustBodySchema = z
  .object({
    quantity: quantitySchema('Quantity', { positive: true }),
    mode: z.enum(ADJUST_MODES, { error: 'Mode must be add or remove' }),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(ADJUST_REASON_MAX_LENGTH, `Reason must be ${ADJUST_REASON_MAX_LENGTH} characters or fewer`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'remove' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required to remove stock' });
  });
export type AdjustBody = z.output<typeof adjustBodySchema>;
export type AdjustInput = z.input<typeof adjustBodySchema>;

export const inventoryItemSchema = z.object({
  id: z.uuid(),
  item_id: z.string(),
  item_name: z.string(),
  category: z.string().nullable(),
  supplier: z.string().nullable(),
  unit: z.string(),
  unit_cost: z.number().nullable(),
  quantity_in_stock: z.number(),
  min_stock_level: z.number(),
  reorder_quantity: z.number().nullable(),
  location: z.string().nullable(),
  food_grade: z.boolean(),
  linked_asset_ids: z.array(z.string()),
  status: z.enum(STOCK_STATUSES),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const stockMovementSchema = z.object({
  id: z.uuid(),
  inventory_item_id: z.uuid(),
  delta: z.number(),
  quantity_after: z.number(),
  reason: z.string().nullable(),
  work_order_id: z.string().nullable(),
  /** The work order's number as people quote it (WO-2026-000123). */
  work_order_number: z.string().nullable(),
  unit_cost: z.number().nullable(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementListSchema = listResponseSchema(stockMovementSchema);

/** The answer of an adjustment: the item, its movement, and whether a remove was clamped at 0 (spec §4). */
export const adjustResponseSchema = z.object({
  item: inventoryItemSchema,
  movement: stockMovementSchema,
  clamped: z.boolean(),
  message: z.string().nullable(),
});

export const INVENTORY_SORT_FIELDS = [
  'item_id',
  'item_name',
  'category',
  'supplier',
  'location',
  'quantity_in_stock',
  'min_stock_level',
  'unit_cost',
  'status',
  'updated_at',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** One stock status or several, comma-separated: `status=low-stock,critical-stock,out-of-stock`. */
export const stockStatusFilterSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(STOCK_STATUSES, { error: `A status is one of ${STOCK_STATUSES.join(', ')}` }))
      .min(1, 'Choose a status'),
  );

export const inventoryFilterSchema = z.object({
  status: stockStatusFilterSchema.optional(),
  category: z.string().trim().min(1).max(INVENTORY_TEXT_MAX_LENGTH).optional(),
  food_grade: booleanQuery.optional(),
  asset_id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
});
export type InventoryFilter = z.infer<typeof inventoryFilterSchema>;

export const inventorySortSchema = z.object({
  sort: z.enum(INVENTORY_SORT_FIELDS).default('item_name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const inventoryListQuerySchema = inventoryFilterSchema
  .extend(inventorySortSchema.shape)
  .extend(pageQuerySchema.shape);
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;
export const inventoryListResponseSchema = listResponseSchema(inventoryItemSchema);
export const inventoryExportQuerySchema = inventoryFilterSchema.extend(inventorySortSchema.shape);

/** Counts per status for the tiles, under every filter but the status. */
export const inventoryFacetsQuerySchema = inventoryFilterSchema.omit({ status: true });
export const inventoryFacetsSchema = z.object({
  total: z.number().int(),
  by_status: countsByKey(STOCK_STATUSES),
  categories: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type InventoryFacets = z.infer<typeof inventoryFacetsSchema>;

export const inventoryDeleteResponseSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(['deleted', 'archived']),
});
