import type { InventoryFacets, InventoryItem, StockMovement } from '@plantwise/domain';

let counter = 0;

export function buildItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  counter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    item_id: `BRG-${counter}`,
    item_name: `Bearing 620${counter}`,
    category: 'Bearings',
    supplier: 'SKF',
    unit: 'each',
    unit_cost: 12.5,
    quantity_in_stock: 10,
    min_stock_level: 4,
    reorder_quantity: 10,
    location: 'Store A / Bin 1',
    food_grade: false,
    linked_asset_ids: [],
    status: 'in-stock',
    archived_at: null,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function buildInventoryFacets(overrides: Partial<InventoryFacets> = {}): InventoryFacets {
  return {
    total: 3,
    by_status: { 'in-stock': 1, 'low-stock': 1, 'critical-stock': 0, 'out-of-stock': 1 },
    categories: [{ value: 'Bearings', count: 3 }],
    ...overrides,
  };
}

export function buildMovement(item: InventoryItem, overrides: Partial<StockMovement> = {}): StockMovement {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    inventory_item_id: item.id,
    delta: -2,
    quantity_after: item.quantity_in_stock,
    reason: 'Line 3 gearbox',
    work_order_id: null,
    work_order_number: null,
    unit_cost: item.unit_cost,
    user_id: null,
    user_name: 'Tess Tech',
    created_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}
