import { STOCK_STATUSES } from '../common/enums';

export type StockStatus = (typeof STOCK_STATUSES)[number];

/**
 * Stock status of spec §4: out-of-stock at 0, critical-stock below the minimum, low-stock at the
 * minimum, in-stock otherwise.
 */
export function stockStatus(quantityInStock: number, minStockLevel: number): StockStatus {
  if (quantityInStock <= 0) return 'out-of-stock';
  if (quantityInStock < minStockLevel) return 'critical-stock';
  if (quantityInStock === minStockLevel) return 'low-stock';
  return 'in-stock';
}

/** Stock after an adjustment: add increases, remove decreases but never below 0 (spec §4). */
export function adjustStock(quantityInStock: number, quantity: number, mode: 'add' | 'remove'): number {
  return mode === 'add' ? quantityInStock + quantity : Math.max(0, quantityInStock - quantity);
}

/** The low-stock list holds items that are low, critical or out of stock (spec §4). */
export function isLowStock(status: StockStatus): boolean {
  return status !== 'in-stock';
}

/** The statuses the low-stock list and the dashboard's low-stock tile count. */
export const LOW_STOCK_STATUSES: readonly StockStatus[] = STOCK_STATUSES.filter(isLowStock);
