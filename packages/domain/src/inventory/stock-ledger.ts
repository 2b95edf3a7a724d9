import { adjustStock, type StockStatus, stockStatus } from './stock-status';

/** Rounds to the thousandth the numeric(14,3) columns keep, so 0.1 + 0.2 is 0.3 in the ledger. */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export interface PlannedAdjustment {
  quantity_after: number;
  /** The change actually made: positive for an add, negative for a remove, 0 when nothing was left. */
  delta: number;
  /** A remove larger than the stock stops at 0 (spec §4); the answer says so. */
  clamped: boolean;
  status: StockStatus;
}

/** An adjustment of spec §4: add increases; remove decreases but never below 0. */
export function planAdjustment(
  quantityInStock: number,
  minStockLevel: number,
  quantity: number,
  mode: 'add' | 'remove',
): PlannedAdjustment {
  const after = roundQuantity(adjustStock(quantityInStock, quantity, mode));
  return {
    quantity_after: after,
    delta: roundQuantity(after - quantityInStock),
    clamped: mode === 'remove' && quantity > quantityInStock,
    status: stockStatus(after, minStockLevel),
  };
}

export function clampedRemoveMessage(requested: number, removed: number, unit: string) {
  return `Only ${removed} ${unit} were in stock, so ${removed} ${unit} were removed instead of ${requested}; the item is now out of stock`;
}

/** A work order's consumption is never clamped: short stock is refused, naming the part. */
export function shortStockMessage(
  itemName: string,
  itemId: string,
  requested: number,
  available: number,
  unit: string,
) {
  return `Not enough ${itemName} (${itemId}): ${requested} ${unit} needed, ${available} ${unit} available`;
}

const SEVERITY: Record<StockStatus, number> = {
  'in-stock': 0,
  'low-stock': 1,
  'critical-stock': 2,
  'out-of-stock': 3,
};

/**
 * True when a change moves an item into a worse stock status: in → low, low → critical, critical → out
 * (or further at once). One low_stock notification per crossing; a change that keeps the status or
 * improves it (a partial restock) notifies no one ("once per crossing").
 */
export function crossesIntoLowStock(before: StockStatus, after: StockStatus): boolean {
  return SEVERITY[after] > SEVERITY[before];
}

export function lowStockNotificationText(
  item: { item_name: string; item_id: string; unit: string; min_stock_level: number },
  quantity: number,
  status: StockStatus,
) {
  const words: Record<StockStatus, string> = {
    'in-stock': 'in stock',
    'low-stock': 'at its minimum',
    'critical-stock': 'below its minimum',
    'out-of-stock': 'out of stock',
  };
  const title =
    status === 'out-of-stock' ? `Out of stock: ${item.item_name}` : `Low stock: ${item.item_name}`;
  const message = `${item.item_name} (${item.item_id}) is ${words[status]}: ${quantity} ${item.unit} left, minimum ${item.min_stock_level} ${item.unit}.`;
  return { title, message, urgency: status === 'out-of-stock' ? ('high' as const) : ('medium' as const) };
}
