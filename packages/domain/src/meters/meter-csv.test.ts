import { describe, expect, it } from 'vitest';
import { parseReadingTime, readMeterReadingCsv } from './meter-csv';

const LONDON = 'Europe/London';

describe('parseReadingTime', () => {
  it('reads a wall time on the plant clock: 06:00 in London is 06:00Z in winter and 05:00Z in summer', () => {
    expect(parseReadingTime('2026-11-20 06:00', LONDON)?.toISOString()).toBe('2026-11-20T06:00:00.000Z');
    expect(parseReadingTime('20/07/2026 06:00', LONDON)?.toISOString()).toBe('2026-07-20T05:00:00.000Z');
  });
  it('keeps an ISO time with its zone as written', () => {
    expect(parseReadingTime('2026-07-20T06:00:00+02:00', LONDON)?.toISOString()).toBe(
      '2026-07-20T04:00:00.000Z',
    );
    expect(parseReadingTime('2026-07-20 06:00Z', LONDON)?.toISOString()).toBe('2026-07-20T06:00:00.000Z');
  });
  it('refuses what is not a date and time', () => {
    for (const bad of ['2026-02-30 06:00', '20/11/2026', 'yesterday', '2026-11-20 25:00']) {
      expect(parseReadingTime(bad, LONDON)).toBeNull();
    }
  });
});

describe('readMeterReadingCsv', () => {
  it('names a meter by its id, or by the asset ID and its name, and reports each bad cell', () => {
    const file = readMeterReadingCsv(
      [
        'asset_id,meter,value,taken_at,reset',
        ',2c5f39cb-3fa1-41d2-883f-0016d3cca428,"1,250.5",2026-11-20 06:00,',
        'PUMP-001,Run hours,1300,2026-11-21 06:00,yes',
        ',Run hours,abc,someday,maybe',
      ].join('\n'),
      LONDON,
    );
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rows[0]).toMatchObject({
      row: 2,
      ref: { id: '2c5f39cb-3fa1-41d2-883f-0016d3cca428' },
      value: 1250.5,
      taken_at: '2026-11-20T06:00:00.000Z',
      reset: false,
      errors: [],
    });
    expect(file.rows[1]).toMatchObject({ ref: { asset_id: 'PUMP-001', name: 'Run hours' }, reset: true });
    expect(file.rows[2].ref).toBeNull();
    expect(file.rows[2].errors.map((e) => e.field)).toEqual(['asset_id', 'value', 'taken_at', 'reset']);
  });
  it('refuses a file without the required columns', () => {
    expect(readMeterReadingCsv('meter,value\nx,1', LONDON)).toEqual({
      ok: false,
      error: 'The file has no "taken_at" column (Taken at)',
    });
  });
});
