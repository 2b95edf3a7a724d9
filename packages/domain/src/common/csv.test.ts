import { describe, expect, it } from 'vitest';
import { csvImportCounts, escapeCsvFormula, parseCsv, toCsv } from './csv';

describe('toCsv (RFC 4180)', () => {
  it('separates cells with commas and records with CRLF', () => {
    expect(
      toCsv([
        ['asset_id', 'asset_name'],
        ['P-1', 'Pump'],
      ]),
    ).toBe('asset_id,asset_name\r\nP-1,Pump\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('writes null and undefined as empty cells and numbers as they are', () => {
    expect(toCsv([[null, undefined, 12.5, 0, true]])).toBe(',,12.5,0,true\r\n');
  });

  it('protects text that a spreadsheet would run as a formula', () => {
    expect(toCsv([['=SUM(A1)', '+44 1234', '-x', '@cmd', 'ok']])).toBe(
      "'=SUM(A1),'+44 1234,'-x,'@cmd,ok\r\n",
    );
    expect(toCsv([['=1']], { escapeFormulas: false })).toBe('=1\r\n');
  });

  it('protects a leading semicolon, tab, CR, LF and the fullwidth = + - @ as well', () => {
    for (const text of [';cmd', '\tx', '\rx', '\nx', '\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)']) {
      expect(escapeCsvFormula(text)).toBe(`'${text}`);
    }
    expect(toCsv([[';=1+1', '\uFF1DSUM(A1)']])).toBe("';=1+1,'\uFF1DSUM(A1)\r\n");
    expect(escapeCsvFormula('a=1')).toBe('a=1');
    expect(escapeCsvFormula('')).toBe('');
  });

  it('reads a protected cell back as the text that was written', () => {
    const written = toCsv([[';cmd', '\uFF20x', '-3']]);
    expect(parseCsv(written)).toEqual({ ok: true, rows: [[';cmd', '\uFF20x', '-3']] });
  });

  it('can start with a byte order mark for Excel', () => {
    expect(toCsv([['£']], { bom: true })).toBe('\uFEFF£\r\n');
  });
});

describe('parseCsv (RFC 4180)', () => {
  it('reads CRLF, LF and a missing final line end', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
      ],
    });
  });

  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"a,b","say ""hi""","two\r\nlines"\r\n')).toEqual({
      ok: true,
      rows: [['a,b', 'say "hi"', 'two\r\nlines']],
    });
  });

  it('keeps empty cells and skips blank lines', () => {
    expect(parseCsv('a,,c\r\n\r\n,,\r\n')).toEqual({
      ok: true,
      rows: [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    });
  });

  it('ignores a byte order mark', () => {
    expect(parseCsv('\uFEFFasset_id\r\nP-1')).toEqual({ ok: true, rows: [['asset_id'], ['P-1']] });
  });

  it('round-trips what toCsv writes, formula protection included', () => {
    const rows = [
      ['id', 'note'],
      ['=1+1', 'a "quoted", multi\nline note'],
      ['', '-5'],
    ];
    expect(parseCsv(toCsv(rows, { bom: true }))).toEqual({ ok: true, rows });
  });

  it('refuses a quote that is never closed', () => {
    const result = parseCsv('a,"open\r\nb,c');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('not closed');
  });

  it('refuses text after a closing quote', () => {
    const result = parseCsv('"a"b,c');
    expect(result).toEqual({ ok: false, error: 'Unexpected text after a closing quote on line 1' });
  });
});

describe('csvImportCounts', () => {
  it('counts each planned action, and the valid rows as every row that is not invalid', () => {
    const planned = [
      { action: 'create' },
      { action: 'create' },
      { action: 'update' },
      { action: 'invalid' },
    ] as const;
    expect(csvImportCounts(planned)).toEqual({
      total_rows: 4,
      valid_rows: 3,
      invalid_rows: 1,
      created: 2,
      updated: 1,
      unchanged: 0,
    });
  });
});
