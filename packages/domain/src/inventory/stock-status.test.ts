import { describe, expect, it } from 'vitest';
import { adjustStock, isLowStock, stockStatus } from './stock-status';

describe('stockStatus (spec §4)', () => {
  it('is out-of-stock when stock is 0', () => {
    expect(stockStatus(0, 5)).toBe('out-of-stock');
    expect(stockStatus(0, 0)).toBe('out-of-stock');
  });
  it('is critical-stock below the minimum level', () => {
    expect(stockStatus(4, 5)).toBe('critical-stock');
  });
  it('is low-stock when stock equals the minimum', () => {
    expect(stockStatus(5, 5)).toBe('low-stock');
  });
  it('is in-stock otherwise', () => {
    expect(stockStatus(6, 5)).toBe('in-stock');
  });
});

describe('adjustStock (spec §4)', () => {
  it('adds, and removes but not below 0', () => {
    expect(adjustStock(3, 2, 'add')).toBe(5);
    expect(adjustStock(3, 2, 'remove')).toBe(1);
    expect(adjustStock(3, 10, 'remove')).toBe(0);
  });
});

describe('isLowStock', () => {
  it('holds low, critical and out-of-stock items', () => {
    expect(
      ['in-stock', 'low-stock', 'critical-stock', 'out-of-stock'].filter((s) => isLowStock(s as never)),
    ).toEqual(['low-stock', 'critical-stock', 'out-of-stock']);
  });
});
