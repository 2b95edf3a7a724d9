import { parseCsv } from './csv';

/** Header text compared loosely: any case, spacing and punctuation ('Item ID' = 'item_id'). */
export const normalizeCsvHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface CsvRecord<F extends string> {
  /** The line in the spreadsheet: the header is row 1. */
  row: number;
  /** The row's values by field; a field whose column is missing is absent. */
  values: Partial<Record<F, unknown>>;
}

export type CsvRecordsResult<F extends string> =
  | { ok: true; columns: F[]; ignoredColumns: string[]; rows: CsvRecord<F>[] }
  | { ok: false; error: string };

export interface CsvRecordsOptions<F extends string> {
  fields: readonly F[];
  labels: Record<F, string>;
  required: readonly F[];
  maxRows: number;
  /** 'asset', 'item': used in "The file has no asset rows". */
  noun: string;
  /** One cell as the value the rules expect; undefined when an empty cell should change nothing. */
  cellValue: (field: F, cell: string) => unknown;
}

/**
 * Reads an import file: a header row naming the fields (by name or label, loosely), then one record per
 * row. Refuses a file that cannot be parsed, lacks a required column, names a field twice, has no rows,
 * or has more than `maxRows`. Shared by every CSV import (assets, inventory).
 */
export function readCsvRecords<F extends string>(
  text: string,
  options: CsvRecordsOptions<F>,
): CsvRecordsResult<F> {
  const headerToField = new Map<string, F>(
    options.fields.flatMap((field) => [
      [normalizeCsvHeader(field), field],
      [normalizeCsvHeader(options.labels[field]), field],
    ]),
  );
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, error: `The file is not valid CSV: ${parsed.error}` };
  const [header, ...body] = parsed.rows;
  if (!header) return { ok: false, error: 'The file is empty' };

  const columns: (F | null)[] = [];
  const ignoredColumns: string[] = [];
  const seen = new Set<F>();
  for (const cell of header) {
    const field = headerToField.get(normalizeCsvHeader(cell)) ?? null;
    if (field && seen.has(field)) return { ok: false, error: `The column "${cell.trim()}" appears twice` };
    if (field) seen.add(field);
    else if (cell.trim() !== '') ignoredColumns.push(cell.trim());
    columns.push(field);
  }
  for (const required of options.required) {
    if (!seen.has(required)) {
      return { ok: false, error: `The file has no "${required}" column (${options.labels[required]})` };
    }
  }
  if (body.length === 0) return { ok: false, error: `The file has no ${options.noun} rows` };
  if (body.length > options.maxRows) {
    return {
      ok: false,
      error: `The file has ${body.length} rows; import at most ${options.maxRows} at a time`,
    };
  }

  const rows = body.map((cells, index) => {
    const values: Partial<Record<F, unknown>> = {};
    columns.forEach((field, column) => {
      if (!field) return;
      const value = options.cellValue(field, cells[column] ?? '');
      if (value !== undefined) values[field] = value;
    });
    return { row: index + 2, values };
  });
  return { ok: true, columns: [...seen], ignoredColumns, rows };
}
