import { describe, expect, it } from 'vitest';
import {
  MAX_READING_POINTS,
  meterCreateBodySchema,
  meterUpdateBodySchema,
  READING_BATCH_MAX,
  readingBatchBodySchema,
  readingCreateBodySchema,
  readingListQuerySchema,
} from './meter.schema';

describe('the meter contract', () => {
  it('takes a meter with a trimmed name and unit, readable only by staff unless marked readable by anyone', () => {
    expect(meterCreateBodySchema.parse({ name: ' Run hours ', unit: 'h', kind: 'cumulative' })).toEqual({
      name: 'Run hours',
      unit: 'h',
      kind: 'cumulative',
      readable_by_anyone: false,
    });
    expect(meterCreateBodySchema.safeParse({ name: 'Hours', unit: 'h', kind: 'odometer' }).success).toBe(
      false,
    );
    expect(meterUpdateBodySchema.safeParse({}).success).toBe(false);
  });

  it('takes a finite reading, not a reset unless marked, dated by the server unless dated', () => {
    expect(readingCreateBodySchema.parse({ value: 1234.5 })).toEqual({ value: 1234.5, reset: false });
    for (const value of [Number.POSITIVE_INFINITY, Number.NaN, '12']) {
      expect(readingCreateBodySchema.safeParse({ value }).success).toBe(false);
    }
    expect(readingCreateBodySchema.safeParse({ value: 1, taken_at: '2026-11-26' }).success).toBe(false);
  });

  it('takes a batch of 1 to 1,000 readings, each a reading of a named meter', () => {
    const reading = { meter_id: '0b6f3c1e-8a1d-4c3e-9f2a-1d2e3f4a5b6c', value: 10 };
    expect(readingBatchBodySchema.parse({ readings: [reading] }).readings).toEqual([
      { ...reading, reset: false },
    ]);
    const full = Array.from({ length: READING_BATCH_MAX }, () => reading);
    expect(readingBatchBodySchema.safeParse({ readings: full }).success).toBe(true);
    for (const readings of [[], [...full, reading], [{ value: 10 }], [{ ...reading, value: 'ten' }]]) {
      expect(readingBatchBodySchema.safeParse({ readings }).success).toBe(false);
    }
  });

  it('answers at most 500 points by default and refuses a range that ends before it starts', () => {
    expect(readingListQuerySchema.parse({}).limit).toBe(MAX_READING_POINTS);
    const backwards = readingListQuerySchema.safeParse({
      from: '2026-11-26T10:00:00Z',
      to: '2026-11-25T10:00:00Z',
    });
    expect(backwards.success).toBe(false);
  });
});
