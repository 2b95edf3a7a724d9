/**
 * A small RFC 4180 CSV reader and writer: comma separated, fields quoted with double quotes when they
 * hold a comma, quote, CR or LF, quotes doubled inside quoted fields, CRLF between records.
 */

export type CsvCell = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * First characters that make a spreadsheet run a cell as a formula (CSV injection, OWASP): = + - @, tab,
 * CR and LF, the semicolon (a separator some locales' Excel splits on), and the fullwidth forms that
 * Excel folds to their ASCII twins.
 */
const FORMULA_START = /^[=+\-@\t\r\n;\uFF1D\uFF0B\uFF0D\uFF20]/;
const ESCAPED_FORMULA = /^'[=+\-@\t\r\n;\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Text a spreadsheet would run as a formula, prefixed with ' so it shows as the text it is. */
export function escapeCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function encodeCell(cell: CsvCell, escapeFormulas: boolean): string {
  if (cell === null || cell === undefined) return '';
  let text = String(cell);
  if (escapeFormulas && typeof cell === 'string') text = escapeCsvFormula(text);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface ToCsvOptions {
  /** Prefix text cells a spreadsheet would run as a formula with ' (escapeCsvFormula; default true). */
  escapeFormulas?: boolean;
  /** Start with a UTF-8 byte order mark so Excel reads accents and £ correctly (default false). */
  bom?: boolean;
}

/** Encodes rows (the first is usually the header) as CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: ToCsvOptions = {}): string {
  const escapeFormulas = options.escapeFormulas ?? true;
  const body = rows.map((row) => row.map((cell) => encodeCell(cell, escapeFormulas)).join(',')).join('\r\n');
  return `${options.bom ? '\uFEFF' : ''}${body}${rows.length ? '\r\n' : ''}`;
}

export type CsvParseResult = { ok: true; rows: string[][] } | { ok: false; error: string };

/**
 * Parses CSV text into rows of cells. Accepts CRLF, LF or CR line ends, a leading byte order mark and
 * a missing final line end; skips blank lines. Fails on a quote left open or text after a closing quote.
 * Cells the writer protected against formula injection ("'=…") come back without the added quote.
 */
export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellWasQuoted = false;
  let line = 1;
  let i = 0;

  const endCell = () => {
    row.push(!cellWasQuoted && ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);
    cell = '';
    cellWasQuoted = false;
  };
  const endRow = () => {
    const blankLine = row.length === 0 && cell === '' && !cellWasQuoted;
    endCell();
    if (!blankLine) rows.push(row);
    row = [];
  };

  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          return { ok: false, error: `Unexpected text after a closing quote on line ${line}` };
        }
        continue;
      }
      if (ch === '\n') line += 1;
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      cellWasQuoted = true;
      i += 1;
    } else if (ch === ',') {
      endCell();
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) return { ok: false, error: `A quoted field is not closed (it starts before line ${line})` };
  if (cell !== '' || cellWasQuoted || row.length > 0) endRow();
  return { ok: true, rows };
}

/** What an import plans for one row of its file. */
export type CsvImportAction = 'create' | 'update' | 'unchanged' | 'invalid';

/** The counts an import's preview and its commit both answer with, from the rows it planned. */
export function csvImportCounts(planned: ReadonlyArray<{ action: CsvImportAction }>) {
  const countOf = (action: CsvImportAction) => planned.filter((r) => r.action === action).length;
  return {
    total_rows: planned.length,
    valid_rows: planned.length - countOf('invalid'),
    invalid_rows: countOf('invalid'),
    created: countOf('create'),
    updated: countOf('update'),
    unchanged: countOf('unchanged'),
  };
}
