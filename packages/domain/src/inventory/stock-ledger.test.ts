import { describe, expect, it } from 'vitest';
import { crossesIntoLowStock, planAdjustment, roundQuantity, shortStockMessage } from './stock-ledger';

describe('planAdjustment (spec §4: add increases; remove decreases but never below 0)', () => {
  it('adds and recomputes the status', () => {
    expect(planAdjustment(5, 5, 2.5, 'add')).toEqual({
      quantity_after: 7.5,
      delta: 2.5,
      clamped: false,
      status: 'in-stock',
    });
  });
  it('removes down to the minimum: low-stock', () => {
    expect(planAdjustment(8, 5, 3, 'remove')).toMatchObject({
      quantity_after: 5,
      delta: -3,
      status: 'low-stock',
    });
  });
  it('clamps a remove larger than the stock at 0 and says so', () => {
    expect(planAdjustment(3, 5, 10, 'remove')).toEqual({
      quantity_after: 0,
      delta: -3,
      clamped: true,
      status: 'out-of-stock',
    });
  });
  it('keeps decimals to the thousandth', () => {
    expect(planAdjustment(0.1, 0, 0.2, 'add').quantity_after).toBe(0.3);
    expect(roundQuantity(1.00049)).toBe(1);
  });
});

describe('crossesIntoLowStock (once per crossing)', () => {
  it('notifies on a move into a worse status', () => {
    expect(crossesIntoLowStock('in-stock', 'low-stock')).toBe(true);
    expect(crossesIntoLowStock('low-stock', 'critical-stock')).toBe(true);
    expect(crossesIntoLowStock('in-stock', 'out-of-stock')).toBe(true);
  });
  it('stays quiet while the status stays or improves', () => {
    expect(crossesIntoLowStock('critical-stock', 'critical-stock')).toBe(false);
    expect(crossesIntoLowStock('out-of-stock', 'critical-stock')).toBe(false);
    expect(crossesIntoLowStock('low-stock', 'in-stock')).toBe(false);
  });
});

describe('shortStockMessage', () => {
  it('names the part and the quantity available', () => {
    expect(shortStockMessage('Bearing 6205', 'BRG-6205', 4, 3, 'each')).toBe(
      'Not enough Bearing 6205 (BRG-6205): 4 each needed, 3 each available',
    );
  });
});
