import { describe, expect, it } from 'vitest';
import { adjustBodySchema, inventoryCreateBodySchema, inventoryUpdateBodySchema } from './inventory.schema';

describe('adjustBodySchema (quantity > 0 and finite; reason required for a remove)', () => {
  it.each([-1, 0, Number.NaN, Number.POSITIVE_INFINITY, 1e308, '3', undefined, 0.0001])(
    'refuses quantity %s',
    (quantity) => {
      expect(adjustBodySchema.safeParse({ quantity, mode: 'add' }).success).toBe(false);
    },
  );
  it('accepts a decimal add without a reason', () => {
    expect(adjustBodySchema.parse({ quantity: 2.5, mode: 'add' })).toEqual({
      quantity: 2.5,
      mode: 'add',
      reason: null,
    });
  });
  it('requires a reason to remove', () => {
    const result = adjustBodySchema.safeParse({ quantity: 1, mode: 'remove', reason: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['reason']);
  });
});

describe('inventoryCreateBodySchema', () => {
  it('fills the defaults', () => {
    expect(inventoryCreateBodySchema.parse({ item_id: 'BRG-1', item_name: 'Bearing' })).toMatchObject({
      unit: 'each',
      quantity_in_stock: 0,
      min_stock_level: 0,
      reorder_quantity: null,
      unit_cost: null,
      food_grade: false,
      linked_asset_ids: [],
    });
  });
  it('refuses a negative cost, a bad code and a missing name', () => {
    expect(inventoryCreateBodySchema.safeParse({ item_id: 'A', item_name: 'x', unit_cost: -1 }).success).toBe(
      false,
    );
    expect(inventoryCreateBodySchema.safeParse({ item_id: 'a b', item_name: 'x' }).success).toBe(false);
    expect(inventoryCreateBodySchema.safeParse({ item_id: 'A' }).success).toBe(false);
  });
  it('leaves out of an edit every field it does not name (no defaults)', () => {
    expect(inventoryUpdateBodySchema.parse({ location: 'Store B' })).toEqual({ location: 'Store B' });
  });
  it('does not let an edit change the quantity (only adjustments do)', () => {
    expect(inventoryUpdateBodySchema.safeParse({ quantity_in_stock: 3 }).success).toBe(false);
  });
});
